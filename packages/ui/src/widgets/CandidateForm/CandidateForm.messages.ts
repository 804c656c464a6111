import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  label: { id: 'ui.candidateForm.label', defaultMessage: 'Candidate', description: 'Accessible name of the candidate form' },
  person: { id: 'ui.candidateForm.person', defaultMessage: 'Person', description: 'Heading of the name, birth date and position fields' },
  contact: { id: 'ui.candidateForm.contact', defaultMessage: 'Contact and address', description: 'Heading of the contact fields' },
  documents: { id: 'ui.candidateForm.documents', defaultMessage: 'CV and documents', description: 'Heading of the files section' },
  consentHeading: {
    id: 'ui.candidateForm.consentHeading',
    defaultMessage: 'Data-privacy consent',
    description: 'Heading of the consent section of the new-candidate form',
  },
  firstName: { id: 'ui.candidateForm.firstName', defaultMessage: 'First name', description: 'Field label' },
  lastName: { id: 'ui.candidateForm.lastName', defaultMessage: 'Last name', description: 'Field label' },
  email: { id: 'ui.candidateForm.email', defaultMessage: 'E-mail', description: 'Field label: the candidate’s e-mail address' },
  phone: { id: 'ui.candidateForm.phone', defaultMessage: 'Phone', description: 'Field label: the candidate’s phone number' },
  dateOfBirth: { id: 'ui.candidateForm.dateOfBirth', defaultMessage: 'Date of birth', description: 'Field label' },
  address: { id: 'ui.candidateForm.address', defaultMessage: 'Street and number', description: 'Field label: the candidate’s address' },
  zipCode: { id: 'ui.candidateForm.zipCode', defaultMessage: 'Postcode', description: 'Field label: the postal code' },
  city: { id: 'ui.candidateForm.city', defaultMessage: 'City', description: 'Field label' },
  country: { id: 'ui.candidateForm.country', defaultMessage: 'Country', description: 'Field label: a select of countries' },
  loadingCountries: {
    id: 'ui.candidateForm.loadingCountries',
    defaultMessage: 'Loading countries…',
    description: 'Placeholder of the country select while its list loads',
  },
  employed: {
    id: 'ui.candidateForm.employed',
    defaultMessage: 'Currently employed',
    description: 'Label of a yes / no / not known choice',
  },
  yes: { id: 'ui.candidateForm.yes', defaultMessage: 'Yes', description: 'Option of "Currently employed"' },
  no: { id: 'ui.candidateForm.no', defaultMessage: 'No', description: 'Option of "Currently employed"' },
  unknown: { id: 'ui.candidateForm.unknown', defaultMessage: 'Not known', description: 'Option of "Currently employed"' },
  position: { id: 'ui.candidateForm.position', defaultMessage: 'Current position', description: 'Field label: the candidate’s job title' },
  comment: { id: 'ui.candidateForm.comment', defaultMessage: 'Internal note', description: 'Field label: the consultant’s note' },
  attachments: {
    id: 'ui.candidateForm.attachments',
    defaultMessage: 'CV and further documents',
    description: 'Label of the uploader of the candidate’s files',
  },
  attachmentsHelp: {
    id: 'ui.candidateForm.attachmentsHelp',
    defaultMessage: 'The CV first, then certificates and references.',
    description: 'Help text of the uploader of the candidate’s files',
  },
  noConsent: {
    id: 'ui.candidateForm.noConsent',
    defaultMessage: 'No consent recorded yet. The candidate can only be submitted with the signed Candidate Privacy Notice.',
    description: 'Shown in the new-candidate form while no consent is recorded',
  },
  recordConsent: {
    id: 'ui.candidateForm.recordConsent',
    defaultMessage: 'Record consent',
    description: 'Button that opens the data-privacy consent dialog',
  },
  changeConsent: {
    id: 'ui.candidateForm.changeConsent',
    defaultMessage: 'Change',
    description: 'Button that opens the consent dialog again to change the recorded consent',
  },
  removeConsent: {
    id: 'ui.candidateForm.removeConsent',
    defaultMessage: 'Remove',
    description: 'Button that takes the recorded consent out of the new-candidate form',
  },
  signedCopy: {
    id: 'ui.candidateForm.signedCopy',
    defaultMessage: 'Signed notice (optional)',
    description: 'Label of the uploader of the signed privacy notice kept as evidence of the consent',
  },
  en: { id: 'ui.candidateForm.en', defaultMessage: 'English', description: 'Language of the signed notice' },
  de: { id: 'ui.candidateForm.de', defaultMessage: 'German', description: 'Language of the signed notice' },
  save: { id: 'ui.candidateForm.save', defaultMessage: 'Save candidate', description: 'Submit button of the candidate form' },
  cancel: { id: 'ui.candidateForm.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the candidate form' },
});

const typed = defineMessages<{ consentRecorded: { language: string } }>({
  consentRecorded: {
    id: 'ui.candidateForm.consentRecorded',
    defaultMessage: 'Consent to the Candidate Privacy Notice ({language}) will be recorded with the candidate.',
    description: 'Shown once the consent is ticked in the dialog; {language} is English or German',
  },
});

/** "Consent … (English) will be recorded". */
export const formatConsentRecorded = (intl: IntlShape, locale: 'en' | 'de') =>
  intl.formatMessage(typed.consentRecorded as MessageDescriptor, { language: intl.formatMessage(messages[locale]) });

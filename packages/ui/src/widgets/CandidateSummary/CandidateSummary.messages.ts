import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  summary: { id: 'ui.candidateSummary.summary', defaultMessage: 'Profile', description: 'Accessible name of the candidate’s key facts' },
  email: { id: 'ui.candidateSummary.email', defaultMessage: 'E-mail', description: 'Term of the key facts' },
  phone: { id: 'ui.candidateSummary.phone', defaultMessage: 'Phone', description: 'Term of the key facts' },
  dateOfBirth: { id: 'ui.candidateSummary.dateOfBirth', defaultMessage: 'Date of birth', description: 'Term of the key facts' },
  address: { id: 'ui.candidateSummary.address', defaultMessage: 'Address', description: 'Term: street, postcode, city, country' },
  position: { id: 'ui.candidateSummary.position', defaultMessage: 'Current position', description: 'Term of the key facts' },
  employed: { id: 'ui.candidateSummary.employed', defaultMessage: 'Currently employed', description: 'Term of the key facts' },
  yes: { id: 'ui.candidateSummary.yes', defaultMessage: 'Yes', description: 'Value of "Currently employed"' },
  no: { id: 'ui.candidateSummary.no', defaultMessage: 'No', description: 'Value of "Currently employed"' },
  owner: { id: 'ui.candidateSummary.owner', defaultMessage: 'Search consultant', description: 'Term: who entered the candidate' },
  created: { id: 'ui.candidateSummary.created', defaultMessage: 'Entered on', description: 'Term: the day the candidate was entered' },
  comment: { id: 'ui.candidateSummary.comment', defaultMessage: 'Internal note', description: 'Term of the key facts' },
  active: { id: 'ui.candidateSummary.active', defaultMessage: 'Active', description: 'Status badge of a candidate' },
  deleted: { id: 'ui.candidateSummary.deleted', defaultMessage: 'Deleted', description: 'Status badge of a deleted candidate' },
  consent: {
    id: 'ui.candidateSummary.consent',
    defaultMessage: 'Data-privacy consent',
    description: 'Accessible name of the consent evidence of a candidate',
  },
  noConsent: {
    id: 'ui.candidateSummary.noConsent',
    defaultMessage: 'No consent recorded. The candidate can only be submitted with the signed Candidate Privacy Notice.',
    description: 'Shown on the candidate page while no consent is recorded',
  },
  consentDocument: { id: 'ui.candidateSummary.consentDocument', defaultMessage: 'Document', description: 'Term: the notice consented to' },
  privacyNotice: {
    id: 'ui.candidateSummary.privacyNotice',
    defaultMessage: 'Candidate Privacy Notice',
    description: 'Name of the document code candidate-privacy-notice',
  },
  consentLanguage: { id: 'ui.candidateSummary.consentLanguage', defaultMessage: 'Language', description: 'Term: language of the notice' },
  en: { id: 'ui.candidateSummary.en', defaultMessage: 'English', description: 'Language of the signed notice' },
  de: { id: 'ui.candidateSummary.de', defaultMessage: 'German', description: 'Language of the signed notice' },
  recordedBy: { id: 'ui.candidateSummary.recordedBy', defaultMessage: 'Recorded by', description: 'Term: who recorded the consent' },
  recordedOn: { id: 'ui.candidateSummary.recordedOn', defaultMessage: 'Recorded on', description: 'Term: when the consent was recorded' },
  signedCopy: { id: 'ui.candidateSummary.signedCopy', defaultMessage: 'Signed notice', description: 'Term: the uploaded signed notice' },
  files: { id: 'ui.candidateSummary.files', defaultMessage: 'Documents', description: 'Accessible name of the candidate’s files' },
  noFiles: { id: 'ui.candidateSummary.noFiles', defaultMessage: 'No documents yet.', description: 'Shown when a candidate has no files' },
});

const typed = defineMessages<{ download: { name: string; size: string } }>({
  download: {
    id: 'ui.candidateSummary.download',
    defaultMessage: '{name} ({size})',
    description: 'A file of the candidate as a download link: its name and size',
  },
});

/** "CV.pdf (2 KB)". */
export const formatDownload = (intl: IntlShape, name: string, size: string) =>
  intl.formatMessage(typed.download as MessageDescriptor, { name, size });

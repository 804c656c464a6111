import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.submitCandidateDialog.title',
    defaultMessage: 'Submit candidate',
    description: 'Title of the dialog in which a search consultant starts submitting a candidate to a vacancy (000 §2 Submit candidate)',
  },
  mode: {
    id: 'ui.submitCandidateDialog.mode',
    defaultMessage: 'How do you want to submit the candidate?',
    description: 'Label of the choice of the three submit actions',
  },
  create: {
    id: 'ui.submitCandidateDialog.create',
    defaultMessage: 'Create a new candidate',
    description: 'Submit action: create a new candidate',
  },
  edit: {
    id: 'ui.submitCandidateDialog.edit',
    defaultMessage: 'Edit an existing candidate',
    description: 'Submit action: submit one of the user’s own candidates, editing it first',
  },
  copy: {
    id: 'ui.submitCandidateDialog.copy',
    defaultMessage: 'Create a copy of an existing candidate',
    description: 'Submit action: submit a copy of one of the user’s own candidates',
  },
  candidate: {
    id: 'ui.submitCandidateDialog.candidate',
    defaultMessage: 'Candidate',
    description: 'Label of the search among the user’s own active candidates (required for edit and copy)',
  },
  candidateDetails: {
    id: 'ui.submitCandidateDialog.candidateDetails',
    defaultMessage: 'Chosen candidate',
    description: 'Accessible name of the details of the chosen candidate',
  },
  fullName: { id: 'ui.submitCandidateDialog.fullName', defaultMessage: 'Name', description: 'Label of the chosen candidate’s full name' },
  address: {
    id: 'ui.submitCandidateDialog.address',
    defaultMessage: 'Address',
    description: 'Label of the chosen candidate’s street address',
  },
  city: { id: 'ui.submitCandidateDialog.city', defaultMessage: 'City', description: 'Label of the chosen candidate’s city' },
  zipCode: { id: 'ui.submitCandidateDialog.zipCode', defaultMessage: 'Postcode', description: 'Label of the chosen candidate’s postcode' },
  country: { id: 'ui.submitCandidateDialog.country', defaultMessage: 'Country', description: 'Label of the chosen candidate’s country' },
  employed: {
    id: 'ui.submitCandidateDialog.employed',
    defaultMessage: 'Employed',
    description: 'Label of whether the chosen candidate is currently employed',
  },
  yes: { id: 'ui.submitCandidateDialog.yes', defaultMessage: 'Yes', description: 'The chosen candidate is employed' },
  no: { id: 'ui.submitCandidateDialog.no', defaultMessage: 'No', description: 'The chosen candidate is not employed' },
  phone: { id: 'ui.submitCandidateDialog.phone', defaultMessage: 'Phone', description: 'Label of the chosen candidate’s phone number' },
  notice: {
    id: 'ui.submitCandidateDialog.notice',
    defaultMessage: 'Any submissions without Candidate Privacy Notice Document duly signed will be rejected as incomplete.',
    description: 'The notice of the submit-candidate dialog (000 §2, the spec’s wording)',
  },
  consent: {
    id: 'ui.submitCandidateDialog.consent',
    defaultMessage: 'The candidate has duly signed the Candidate Privacy Notice.',
    description: 'Tick box of the submit-candidate dialog; Continue stays disabled until it is ticked (000 §5)',
  },
  cancel: { id: 'ui.submitCandidateDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the submit-candidate dialog' },
  continue: {
    id: 'ui.submitCandidateDialog.continue',
    defaultMessage: 'Continue',
    description: 'Confirm button of the submit-candidate dialog: goes on to the candidate form of the chosen action',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.submitCandidateDialog.intro',
    defaultMessage: 'You submit a candidate to “{title}”.',
    description: 'Explanation at the top of the submit-candidate dialog; {title} is the vacancy title',
  },
});

/** "You submit a candidate to “Head of …”." */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

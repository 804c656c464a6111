import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.submitCandidateListDialog.title',
    defaultMessage: 'Submit candidate list',
    description: 'Title of the dialog in which a search consultant submits a candidate list (a submission) on a vacancy (000 §2)',
  },
  listTitle: {
    id: 'ui.submitCandidateListDialog.listTitle',
    defaultMessage: 'Title',
    description: 'Label of the required title of the candidate list',
  },
  comment: {
    id: 'ui.submitCandidateListDialog.comment',
    defaultMessage: 'Comment',
    description: 'Label of the optional rich-text comment to the employer on the candidate list',
  },
  attachments: {
    id: 'ui.submitCandidateListDialog.attachments',
    defaultMessage: 'Attachments',
    description: 'Label of the required files of the candidate list (the list itself, profiles)',
  },
  cancel: {
    id: 'ui.submitCandidateListDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Cancel button of the submit-candidate-list dialog',
  },
  submit: {
    id: 'ui.submitCandidateListDialog.submit',
    defaultMessage: 'Submit',
    description: 'Confirm button of the submit-candidate-list dialog: sends the list to the employer',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.submitCandidateListDialog.intro',
    defaultMessage: 'The employer of “{title}” receives the list with its attachments.',
    description: 'Explanation at the top of the submit-candidate-list dialog; {title} is the vacancy title',
  },
});

/** "The employer of “Head of …” receives the list …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

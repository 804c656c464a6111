import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.reactivateCandidateDialog.title',
    defaultMessage: 'Reactivate candidate',
    description:
      'Title of the dialog in which the employer brings a rejected, withdrawn or backed-up candidate back into the running (000 §2)',
  },
});

const typed = defineMessages<{ message: { name: string } }>({
  message: {
    id: 'ui.reactivateCandidateDialog.message',
    defaultMessage: 'Reactivate {name}? The application returns to the status it had before.',
    description: 'Question of the reactivate-candidate dialog; {name} is the candidate’s full name',
  },
});

/** "Reactivate Jonas Keller? …" */
export function formatMessage(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.message as MessageDescriptor, { name });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.editFeedbackDialog.title',
    defaultMessage: 'Edit feedback',
    description: 'Title of the dialog in which the employer edits their feedback on a candidate (000 §2)',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.editFeedbackDialog.intro',
    defaultMessage: 'Your feedback on {name} and how you assess the candidate.',
    description: 'Explanation at the top of the edit-feedback dialog; {name} is the candidate’s full name',
  },
});

/** "Your feedback on Sophie Weber …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}

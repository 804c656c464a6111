import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.employerFeedbackDialog.title',
    defaultMessage: 'Edit employer feedback',
    description: 'Title of the dialog in which the employer gives or edits their feedback on a candidate list (000 §2)',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.employerFeedbackDialog.intro',
    defaultMessage: 'Your feedback on the candidate list “{title}” and how you assess it.',
    description: 'Explanation at the top of the employer-feedback dialog; {title} is the candidate list’s title',
  },
});

/** "Your feedback on the candidate list “Longlist …” …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.rejectSubmissionDialog.title',
    defaultMessage: 'Reject candidate list',
    description: 'Title of the dialog in which the employer rejects a candidate list (submission) (000 §2)',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.rejectSubmissionDialog.intro',
    defaultMessage: 'The candidate list “{title}” is rejected. The search consultant is told.',
    description: 'Explanation at the top of the reject-submission dialog; {title} is the candidate list’s title',
  },
});

/** "The candidate list “Longlist …” is rejected. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.withdrawSubmissionDialog.title',
    defaultMessage: 'Withdraw candidate list',
    description: 'Title of the dialog in which the search consultant withdraws a submitted candidate list (000 §2)',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.withdrawSubmissionDialog.intro',
    defaultMessage: 'You withdraw the candidate list “{title}”. The employer can no longer act on it.',
    description: 'Explanation at the top of the withdraw-submission dialog; {title} is the candidate list’s title',
  },
});

/** "You withdraw the candidate list “Longlist …”. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.withdrawCandidateDialog.title',
    defaultMessage: 'Withdraw candidate',
    description: 'Title of the dialog in which the search consultant withdraws a submitted candidate (001 §2.5)',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.withdrawCandidateDialog.intro',
    defaultMessage: '{name} is withdrawn from the vacancy. The employer no longer sees the candidate as in the running.',
    description: 'Explanation at the top of the withdraw-candidate dialog; {name} is the candidate’s full name',
  },
});

/** "Lena Vogel is withdrawn from the vacancy. …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}

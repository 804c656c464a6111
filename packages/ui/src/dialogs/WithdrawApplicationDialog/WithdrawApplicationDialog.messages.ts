import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.withdrawApplicationDialog.title',
    defaultMessage: 'Withdraw from vacancy',
    description: 'Title of the dialog in which a search consultant withdraws from a vacancy they work on (001 §2.5)',
  },
  cancel: {
    id: 'ui.withdrawApplicationDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Cancel button of the withdraw-from-vacancy dialog: closes it, nothing changes',
  },
  withdraw: {
    id: 'ui.withdrawApplicationDialog.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Confirm button of the withdraw-from-vacancy dialog: the consultant stops working on the vacancy',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.withdrawApplicationDialog.intro',
    defaultMessage: 'You stop working on “{title}” and can no longer submit candidates to it.',
    description: 'Explanation at the top of the withdraw-from-vacancy dialog; {title} is the vacancy title',
  },
});

/** "You stop working on “Head of …” …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

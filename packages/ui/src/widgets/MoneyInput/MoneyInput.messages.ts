import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  chf: { id: 'ui.moneyInput.currency.chf', defaultMessage: 'CHF', description: 'Currency label after a money amount: Swiss francs' },
  eur: { id: 'ui.moneyInput.currency.eur', defaultMessage: 'EUR', description: 'Currency label after a money amount: euros' },
});

/** Messages with values are typed with them. */
const valueMessages = defineMessages<{ amount: { amount: string } }>({
  amount: {
    id: 'ui.moneyInput.amount',
    defaultMessage: 'Amount: {amount}',
    description: 'Read-back of a typed money amount with its thousands separators, e.g. "Amount: CHF 120,000"',
  },
});

/** "Amount: CHF 120,000" in the user's language. */
export function formatAmountReadBack(intl: IntlShape, amount: string): string {
  return intl.formatMessage(valueMessages.amount, { amount });
}

import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  chf: { id: 'ui.moneyInput.currency.chf', defaultMessage: 'CHF', description: 'Currency label after a money amount: Swiss francs' },
  eur: { id: 'ui.moneyInput.currency.eur', defaultMessage: 'EUR', description: 'Currency label after a money amount: euros' },
  gbp: { id: 'ui.moneyInput.currency.gbp', defaultMessage: 'GBP', description: 'Currency label after a money amount: pounds sterling' },
  usd: { id: 'ui.moneyInput.currency.usd', defaultMessage: 'USD', description: 'Currency label after a money amount: US dollars' },
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

export { MoneyInput, moneyCurrencies, parseAmount } from './MoneyInput';
export type { MoneyInputProps, MoneyCurrency } from './MoneyInput';

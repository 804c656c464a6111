export { NumericInput } from './NumericInput';
export type { NumericInputProps } from './NumericInput';
export { digitsOnly, isDigitInput } from './digits';

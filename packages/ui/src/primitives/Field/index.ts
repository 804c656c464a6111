export { FieldLabel, FieldHelp, fieldStyles, visuallyHidden } from './Field';
export type { FieldProps } from './Field';

import { TextArea as AriaTextArea, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldProps {
  /** Visible rows before it scrolls. @default 4 */
  rows?: number;
  /** @default undefined */
  placeholder?: string;
}

/** Several lines of plain text: comments, reasons, notes. */
export function TextArea({ label, description, errorMessage, rows = 4, placeholder, ...props }: TextAreaProps) {
  return (
    <AriaTextField {...props} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={fieldStyles.field}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea rows={rows} placeholder={placeholder} className={`${fieldStyles.control} ${styles.textarea}`} />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}

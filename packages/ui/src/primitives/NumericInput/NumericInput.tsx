import type { ClipboardEvent, FormEvent, ReactNode } from 'react';
import { Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import { digitsOnly, isDigitInput } from './digits';

export interface NumericInputProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'inputMode'>, FieldProps {
  /** A unit or currency shown after the digits, e.g. "CHF". @default undefined */
  currency?: ReactNode;
  /** @default undefined */
  placeholder?: string;
}

/**
 * A text input that takes digits only, typed or pasted (001 §5): other characters are refused as
 * they are typed (or dropped) and removed from pasted text, so pasting "12a3" inserts "123". Control, navigation, Delete and Backspace keys work
 * as usual. The value stays a string of digits; the caller converts it.
 */
export function NumericInput({ label, description, errorMessage, currency, placeholder, onChange, ...props }: NumericInputProps) {
  // Typed and dropped text must be all digits, or it is refused; deletions (no data) pass.
  const refuseNonDigits = (event: FormEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as InputEvent;
    const data = native.data ?? native.dataTransfer?.getData('text/plain') ?? null;
    if (!isDigitInput(data)) event.preventDefault();
  };
  // Pasted text is filtered rather than refused: "12a3" inserts "123", "95'000 CHF" inserts "95000".
  const pasteDigits = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (isDigitInput(text)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    // Insert through the browser's editing so undo and React's change event both see it.
    input.setSelectionRange(start, end);
    document.execCommand('insertText', false, digitsOnly(text));
  };
  return (
    <AriaTextField
      {...props}
      onChange={(value) => onChange?.(digitsOnly(value))}
      inputMode="numeric"
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={fieldStyles.field}
    >
      {({ isDisabled, isInvalid, isReadOnly }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.control} isDisabled={isDisabled} isInvalid={isInvalid} isReadOnly={isReadOnly}>
            <Input className={fieldStyles.bareInput} placeholder={placeholder} onBeforeInput={refuseNonDigits} onPaste={pasteDigits} />
            {currency ? <span className={fieldStyles.adornment}>{currency}</span> : null}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}

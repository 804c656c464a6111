import type { ReactNode } from 'react';
import { Group, Input, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldProps {
  /** Input type. @default 'text' */
  type?: TextFieldType;
  /** Placeholder shown while empty; never a replacement for the label. @default undefined */
  placeholder?: string;
  /** Content after the input inside the box, e.g. a unit. @default undefined */
  suffix?: ReactNode;
}

/** A single-line text input with label, description and error message. */
export function TextField({ label, description, errorMessage, placeholder, suffix, type = 'text', ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={fieldStyles.field}>
      {({ isDisabled, isInvalid, isReadOnly }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <Group className={fieldStyles.control} isDisabled={isDisabled} isInvalid={isInvalid} isReadOnly={isReadOnly}>
            <Input className={fieldStyles.bareInput} placeholder={placeholder} />
            {suffix ? <span className={fieldStyles.adornment}>{suffix}</span> : null}
          </Group>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaTextField>
  );
}

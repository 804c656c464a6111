import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { choiceGroupStyle, choiceOptionsInlineStyle, choiceOptionsStyle, choiceRowStyle } from '../Checkbox';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioProps extends Omit<AriaRadioProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={choiceRowStyle}>
      <span className={styles.circle} aria-hidden="true" />
      <span>{children}</span>
    </AriaRadio>
  );
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'>, FieldProps {
  children: ReactNode;
  /** Lay the options out in a row. @default false */
  inline?: boolean;
}

/** Exactly one of two to five always-visible options (payment term type, submit mode). */
export function RadioGroup({ label, description, errorMessage, children, inline = false, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={choiceGroupStyle}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={inline ? choiceOptionsInlineStyle : choiceOptionsStyle}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

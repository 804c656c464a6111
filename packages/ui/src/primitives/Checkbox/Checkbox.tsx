import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label beside the box. */
  children: ReactNode;
}

/** A yes/no choice that takes effect when the form is submitted (send a copy, consent). */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.row}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 6h8" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : isSelected ? (
              <svg width="12" height="12" viewBox="0 0 12 12">
                <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
              </svg>
            ) : null}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldProps {
  /** The Checkbox elements, each with a `value`. */
  children: ReactNode;
  /** Lay the options out in a row. @default false */
  inline?: boolean;
}

/** Several independent choices under one label (e.g. which PDF pages to include). */
export function CheckboxGroup({ label, description, errorMessage, children, inline = false, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={styles.group}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={inline ? styles.optionsInline : styles.options}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}

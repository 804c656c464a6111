import type { ReactNode } from 'react';
import { CheckboxGroup as AriaCheckboxGroup, type CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field';
import { CheckboxGroupContext } from './Checkbox';
import * as styles from './Checkbox.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'>, FieldProps {
  /** The Checkbox elements, each with a `value`. */
  children: ReactNode;
  /** Lay the options out in a row. @default false */
  inline?: boolean;
}

/**
 * Several independent choices under one label (e.g. which PDF pages to include). React Aria's group
 * (label, description, error) hands its state to the native checkboxes inside.
 */
export function CheckboxGroup({ label, description, errorMessage, children, inline = false, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)} className={styles.group}>
      {({ state }) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <CheckboxGroupContext.Provider
            value={{
              isSelected: (value) => state.isSelected(value),
              toggleValue: (value) => state.toggleValue(value),
              isDisabled: state.isDisabled,
              isReadOnly: state.isReadOnly,
              isInvalid: state.isInvalid,
              name: props.name,
            }}
          >
            <div className={inline ? styles.optionsInline : styles.options}>{children}</div>
          </CheckboxGroupContext.Provider>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </AriaCheckboxGroup>
  );
}

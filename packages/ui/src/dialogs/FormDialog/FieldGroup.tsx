import { useId, type ReactNode } from 'react';
import { fieldStyles } from '../../primitives/Field';

export interface FieldGroupProps {
  /** The group's label, its accessible name. */
  label: ReactNode;
  /** The group's error, below its content; `undefined` while there is none. */
  errorMessage?: string | undefined;
  /** The error is announced as it appears (a step's check, not a field being typed in). @default false */
  isErrorAlert?: boolean;
  children: ReactNode;
}

/**
 * A form field made of several controls (star ratings, chosen consultants' cards) as one labelled
 * group with the field's error below, marked `data-invalid` while it shows, so a submit focuses it
 * (`focusFirstInvalid`).
 */
export function FieldGroup({ label, errorMessage, isErrorAlert = false, children }: FieldGroupProps) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorMessage ? `${id}-error` : undefined}
      data-invalid={errorMessage ? '' : undefined}
      className={fieldStyles.field}
    >
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      {children}
      {errorMessage ? (
        <span id={`${id}-error`} role={isErrorAlert ? 'alert' : undefined} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

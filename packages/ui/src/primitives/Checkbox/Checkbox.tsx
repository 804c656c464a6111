import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import * as styles from './Checkbox.css';

/** What a {@link CheckboxGroup} tells its checkboxes (react-stately's group state and the group's name). */
export interface CheckboxGroupContextValue {
  isSelected(value: string): boolean;
  toggleValue(value: string): void;
  readonly isDisabled: boolean;
  readonly isReadOnly: boolean;
  readonly isInvalid: boolean;
  readonly name?: string | undefined;
}

/** Set by CheckboxGroup (its own module, so a page with lone checkboxes loads no group code). */
export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

export interface CheckboxProps {
  /** The label beside the box (`null` with an `aria-label`, e.g. a table's row selection). */
  children: ReactNode;
  /** Checked (controlled). */
  isSelected?: boolean;
  /** Checked at first (uncontrolled). @default false */
  defaultSelected?: boolean;
  /** Called with the new state when the user checks or unchecks the box. */
  onChange?: (isSelected: boolean) => void;
  /** Shows "some" (a dash), announced as partially checked; takes precedence over isSelected in the look. @default false */
  isIndeterminate?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Focusable and announced, but the user cannot change it. @default false */
  isReadOnly?: boolean;
  /** Must be checked (native `required`). @default false */
  isRequired?: boolean;
  /** Marks the box invalid (red edge, aria-invalid). @default false */
  isInvalid?: boolean;
  /** The form field name. */
  name?: string;
  /** The value submitted with the form; in a CheckboxGroup, the option's value. */
  value?: string;
  /** The input's id. */
  id?: string;
  autoFocus?: boolean;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

const pointerFocus = (event: PointerEvent<HTMLLabelElement>) => event.currentTarget.setAttribute('data-pointer', '');
const keyboardFocus = (event: KeyboardEvent<HTMLLabelElement> | FocusEvent<HTMLLabelElement>) =>
  event.currentTarget.removeAttribute('data-pointer');

/**
 * A yes/no choice that takes effect when the form is submitted (send a copy, consent). A native
 * `<input type="checkbox">` (visually hidden, focusable) in its label, with the box drawn over it
 * by CSS: no React Aria on the pages that show one (decision 0044).
 */
export function Checkbox({
  children,
  isSelected,
  defaultSelected = false,
  onChange,
  isIndeterminate = false,
  isDisabled = false,
  isReadOnly = false,
  isRequired = false,
  isInvalid = false,
  name,
  value,
  ...inputProps
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const inGroup = group !== null && value !== undefined;
  const selected = inGroup ? group.isSelected(value) : (isSelected ?? uncontrolled);
  const disabled = isDisabled || (group?.isDisabled ?? false);
  const readOnly = isReadOnly || (group?.isReadOnly ?? false);
  const invalid = isInvalid || (group?.isInvalid ?? false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    if (readOnly) return;
    const next = event.target.checked;
    if (inGroup) group.toggleValue(value);
    else if (isSelected === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  return (
    <label
      className={styles.row}
      data-selected={selected || undefined}
      data-indeterminate={isIndeterminate || undefined}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
      data-readonly={readOnly || undefined}
      // Chrome matches :focus-visible after a click on the label; the ring is for the keyboard only.
      onPointerDown={pointerFocus}
      onKeyDown={keyboardFocus}
      onBlur={keyboardFocus}
    >
      <input
        {...inputProps}
        ref={input}
        type="checkbox"
        className={styles.input}
        checked={selected}
        onChange={change}
        disabled={disabled}
        required={isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-readonly={readOnly || undefined}
        name={name ?? (inGroup ? group.name : undefined)}
        value={value}
      />
      <span className={styles.box} aria-hidden="true">
        {isIndeterminate ? (
          <svg width="12" height="12" viewBox="0 0 12 12">
            <path d="M2 6h8" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : selected ? (
          <svg width="12" height="12" viewBox="0 0 12 12">
            <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
      </span>
      {children === null ? null : <span>{children}</span>}
    </label>
  );
}

import { useRef, type ReactNode, type RefObject } from 'react';
import { useFormValidation } from 'react-aria/private/form/useFormValidation';
import { useFormReset } from 'react-aria/private/utils/useFormReset';
import type { Key } from 'react-stately';
import type { FormValidationState } from 'react-stately/private/form/useFormValidationState';
import type { SelectOption } from './optionCollection';

/** The empty first option's text (a no-break space, as react-aria's). */
const NO_CHOICE = '\u00A0';

export interface HiddenNativeSelectProps {
  items: readonly SelectOption[];
  label?: ReactNode;
  value: Key | null;
  /** The value a form reset goes back to. */
  defaultValue: Key | null;
  setValue: (key: Key | null) => void;
  validation: FormValidationState;
  validationBehavior: 'native' | 'aria';
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  form?: string;
  autoComplete?: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * React Aria's visually hidden styles, fixed at the top left so focusing it never scrolls the page (its
 * `useVisuallyHidden` values; a constant, as the container is never focusable: decision 0044).
 */
const hiddenStyle = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'fixed',
  top: 0,
  left: 0,
  width: '1px',
  whiteSpace: 'nowrap',
} as const;

/**
 * react-aria's `HiddenSelect` for a single choice over flat options, with the same elements and
 * attributes: a visually hidden, `aria-hidden` `<label>` with a `<select>` (form value, native
 * validation, browser autofill; its changes set the value), or, beyond 300 options and with a
 * `name`, a hidden input. A form reset goes back to `defaultValue`; native validation reports to
 * the Select's validation state and focuses the trigger.
 */
export function HiddenNativeSelect({
  items,
  label,
  value,
  defaultValue,
  setValue,
  validation,
  validationBehavior,
  isRequired,
  isDisabled,
  name,
  form,
  autoComplete,
  triggerRef,
}: HiddenNativeSelectProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const asSelect = items.length <= 300;
  const ref = asSelect ? selectRef : inputRef;
  useFormReset(ref, defaultValue, setValue);
  useFormValidation({ validationBehavior, focus: () => triggerRef.current?.focus() }, validation, ref);
  const onChange = (e: { currentTarget: HTMLSelectElement }) => setValue(e.currentTarget.value);
  const required = validationBehavior === 'native' && Boolean(isRequired);
  if (asSelect) {
    return (
      <div
        style={hiddenStyle}
        aria-hidden
        data-react-aria-prevent-focus
        data-a11y-ignore="aria-hidden-focus"
        data-testid="hidden-select-container"
      >
        <label>
          {label}
          <select
            ref={selectRef}
            tabIndex={-1}
            autoComplete={autoComplete}
            disabled={isDisabled}
            multiple={false}
            required={required}
            name={name}
            form={form}
            value={value ?? ''}
            onChange={onChange}
            onInput={onChange}
          >
            <option value="" label={NO_CHOICE}>
              {NO_CHOICE}
            </option>
            {items.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
            {items.length === 0 && name ? <option value={value ?? ''} /> : null}
          </select>
        </label>
      </div>
    );
  }
  if (!name) return null;
  const inputProps = { autoComplete, name, form, disabled: isDisabled, value: value ?? '' };
  // A hidden text input rather than a hidden one, so that an empty value blocks a required form.
  return validationBehavior === 'native' ? (
    <input {...inputProps} ref={inputRef} style={{ display: 'none' }} type="text" required={required} onChange={() => {}} />
  ) : (
    <input {...inputProps} ref={inputRef} type="hidden" />
  );
}

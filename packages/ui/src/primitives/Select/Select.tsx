import { Button as AriaButton, type SelectProps as AriaSelectProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './Select.css';
import { messages } from './Select.messages';
import { SelectBase } from './SelectBase';
import type { SelectOption } from './optionCollection';

export type { SelectOption } from './optionCollection';
export { preloadSelect } from './SelectBase';

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items' | 'placeholder'>, FieldProps {
  /** The choices. */
  items: readonly SelectOption[];
  /** Text while nothing is chosen; a translated "Select…" when absent. @default undefined */
  placeholder?: string;
}

/**
 * One choice from a short, fixed list (reasons, categories, languages). Tab in the open list takes the focused option and moves on.
 *
 * The closed select (label, trigger with the chosen option's label, description and error, the
 * hidden native select) is in the page's code; the open list with its popover loads on first use,
 * or earlier when the trigger is hovered or focused (`SelectBase`, decision 0037).
 */
export function Select({ label, description, errorMessage, placeholder, ...props }: SelectProps) {
  const intl = useIntl();
  const isInvalid = props.isInvalid ?? (errorMessage ? true : undefined);
  return (
    <SelectBase {...props} label={label} isInvalid={isInvalid} className={fieldStyles.field}>
      {(selected, valueProps) => (
        <>
          <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
          <AriaButton className={`${fieldStyles.control} ${styles.trigger}`}>
            <span {...valueProps} className={styles.value} data-placeholder={selected ? undefined : true}>
              {selected ? selected.label : (placeholder ?? intl.formatMessage(messages.placeholder))}
            </span>
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
              <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </AriaButton>
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </SelectBase>
  );
}

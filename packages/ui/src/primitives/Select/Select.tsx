import { useContext, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabel, fieldStyles, type FieldProps } from '../Field';
import * as styles from './Select.css';
import { messages } from './Select.messages';
import { focusNextTabbable } from './tabOut';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<SelectOption>, 'className' | 'style' | 'children' | 'items' | 'placeholder'>, FieldProps {
  /** The choices. */
  items: readonly SelectOption[];
  /** Text while nothing is chosen; a translated "Select…" when absent. @default undefined */
  placeholder?: string;
}

/**
 * Tab while the list is open: react-aria keeps focus inside the list (Tab does nothing). As its
 * ComboBox does, and as the select-only combobox pattern asks, Tab takes the focused option, closes
 * the list and moves on from the trigger (Shift+Tab backwards).
 */
function TabOut({ trigger, children }: { trigger: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const state = useContext(SelectStateContext);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !state?.isOpen) return;
    event.preventDefault();
    event.stopPropagation();
    const key = state.selectionManager.focusedKey;
    flushSync(() => {
      if (key != null && state.selectionManager.canSelectItem(key)) state.selectionManager.replaceSelection(key);
      state.close();
    });
    if (trigger.current) focusNextTabbable(trigger.current, event.shiftKey);
  };
  return (
    <div className={styles.tabScope} onKeyDownCapture={onKeyDownCapture}>
      {children}
    </div>
  );
}

/** One choice from a short, fixed list (reasons, categories, languages). Tab in the open list takes the focused option and moves on. */
export function Select({ label, description, errorMessage, items, placeholder, ...props }: SelectProps) {
  const intl = useIntl();
  const trigger = useRef<HTMLButtonElement>(null);
  const disabledKeys = items.filter((i) => i.isDisabled).map((i) => i.id);
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
      disabledKeys={disabledKeys}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaButton ref={trigger} className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" className={styles.chevron}>
          <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </AriaButton>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <TabOut trigger={trigger}>
          <ListBox
            items={items}
            className={styles.listbox}
            renderEmptyState={() => <div className={styles.empty}>{intl.formatMessage(messages.empty)}</div>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </TabOut>
      </Popover>
    </AriaSelect>
  );
}

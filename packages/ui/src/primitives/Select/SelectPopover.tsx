import { useContext, useMemo, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { AriaListBoxOptions } from 'react-aria/useListBox';
import {
  ButtonContext,
  Collection,
  LabelContext,
  ListBox,
  ListBoxContext,
  ListBoxItem,
  ListStateContext,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  SelectStateContext,
  TextContext,
} from 'react-aria-components';
import { CollectionBuilder } from 'react-aria/CollectionBuilder';
import type { Key, Collection as StatelyCollection, Node } from 'react-stately';
import { useSelectState } from 'react-stately/useSelectState';
import { useIntl } from 'react-intl';
import * as styles from './Select.css';
import { messages } from './Select.messages';
import type { SelectOption } from './optionCollection';
import { focusNextTabbable } from './tabOut';

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

// Contexts RAC's Select clears inside its popover.
const CLEAR_CONTEXTS = [LabelContext, ButtonContext, TextContext];

/** The open list's classes (the page size picker has its own, smaller look). */
export interface SelectLooks {
  popover: string;
  listbox: string;
  option: string;
}

const selectLooks: SelectLooks = { popover: styles.popover, listbox: styles.listbox, option: styles.option };

export interface SelectPopoverProps {
  items: readonly SelectOption[];
  /** The closed select's state, which the list's own `useSelectState` follows. */
  selectedKey: Key | null;
  onSelectionChange: (key: Key | null) => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The list box's props as `useSelect` gives them (ids, labelling, the opening's focus strategy). */
  menuProps: AriaListBoxOptions<unknown>;
  /** The list's classes; the Select's own when absent. */
  looks?: SelectLooks;
}

/**
 * The open part of `Select`: RAC's collection of the options, a react-stately `useSelectState` on
 * it controlled by the closed select (chosen key, open or closed; the focus strategy comes with
 * `menuProps`), its popover and list box as RAC's `Select` renders them. A chunk of its own, loaded
 * when a select first opens (or its trigger is hovered or focused): a page that only shows closed
 * selects carries no overlay, list box, collection or selection code (decision 0037).
 */
export default function SelectPopover({ items, looks = selectLooks, ...props }: SelectPopoverProps) {
  const content = (
    <Collection items={items}>
      {(item) => (
        <ListBoxItem id={item.id} textValue={item.label} className={looks.option}>
          {item.label}
        </ListBoxItem>
      )}
    </Collection>
  );
  return (
    <CollectionBuilder content={content}>
      {(collection) => <OpenList {...props} items={items} looks={looks} collection={collection as StatelyCollection<Node<SelectOption>>} />}
    </CollectionBuilder>
  );
}

function OpenList({
  items,
  looks,
  collection,
  selectedKey,
  onSelectionChange,
  isOpen,
  onOpenChange,
  triggerRef,
  menuProps,
}: SelectPopoverProps & { looks: SelectLooks; collection: StatelyCollection<Node<SelectOption>> }) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
  const disabledKeys = useMemo(() => items.filter((i) => i.isDisabled).map((i) => i.id), [items]);
  const state = useSelectState<SelectOption>({
    collection,
    children: undefined,
    disabledKeys,
    selectedKey,
    onSelectionChange,
    isOpen,
    onOpenChange,
    allowsEmptyCollection: true,
  });
  return (
    <Provider
      values={[
        [SelectStateContext, state],
        [OverlayTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'Select',
            triggerRef,
            scrollRef,
            placement: 'bottom start',
            'aria-labelledby': menuProps['aria-labelledby'],
            clearContexts: CLEAR_CONTEXTS,
          },
        ],
        [ListBoxContext, { ...menuProps, ref: scrollRef }],
        [ListStateContext, state],
      ]}
    >
      <Popover className={looks.popover} offset={4}>
        <TabOut trigger={triggerRef}>
          <ListBox
            items={items}
            className={looks.listbox}
            renderEmptyState={() => <div className={styles.empty}>{intl.formatMessage(messages.empty)}</div>}
          >
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.label} className={looks.option}>
                {item.label}
              </ListBoxItem>
            )}
          </ListBox>
        </TabOut>
      </Popover>
    </Provider>
  );
}

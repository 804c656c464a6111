import { useContext, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
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
import type { Collection as StatelyCollection, Node } from 'react-stately';
import type { SelectState } from 'react-stately/useSelectState';
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

/** Hands RAC's collection to the Select's state (once per new collection). */
function Report({
  collection,
  onCollection,
}: {
  collection: StatelyCollection<Node<object>>;
  onCollection: (c: StatelyCollection<Node<SelectOption>>) => void;
}) {
  useLayoutEffect(() => onCollection(collection as StatelyCollection<Node<SelectOption>>), [collection, onCollection]);
  return null;
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
  state: SelectState<SelectOption>;
  items: readonly SelectOption[];
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaListBoxOptions<unknown>;
  /** The list's classes; the Select's own when absent. */
  looks?: SelectLooks;
  /** Gives the state RAC's collection of the options (their rendering in the list box). */
  onCollection: (collection: StatelyCollection<Node<SelectOption>>) => void;
  /** Whether the state already holds that collection (the list renders from it). */
  hasCollection: (collection: StatelyCollection<Node<SelectOption>>) => boolean;
}

/**
 * The open part of `Select`: RAC's collection of the options, its popover and list box, as RAC's
 * `Select` renders them. A chunk of its own, loaded when a select first opens (or its trigger is
 * hovered or focused): a page that only shows closed selects carries no overlay or list box code
 * (decision 0037).
 */
export default function SelectPopover({
  state,
  items,
  triggerRef,
  menuProps,
  looks = selectLooks,
  onCollection,
  hasCollection,
}: SelectPopoverProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement>(null);
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
      {(collection) => (
        <>
          <Report collection={collection} onCollection={onCollection} />
          {hasCollection(collection as StatelyCollection<Node<SelectOption>>) ? (
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
          ) : null}
        </>
      )}
    </CollectionBuilder>
  );
}

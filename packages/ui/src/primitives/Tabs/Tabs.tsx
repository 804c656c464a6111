import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import * as styles from './Tabs.css';

/** A tab's id (React Aria's `Key`). */
export type TabKey = string | number;

export interface TabItem {
  id: TabKey;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
  /** Called when the pointer rests on the tab or the focus reaches it: start loading a lazy content here. @default undefined */
  onPreload?: () => void;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  'aria-label': string;
  items: readonly TabItem[];
  /** The selected tab (controlled). @default undefined */
  selectedKey?: TabKey;
  /** The tab selected first (uncontrolled). @default the first enabled tab */
  defaultSelectedKey?: TabKey;
  /** Called with the tab the user chose (click, arrow keys, Home/End), only when it differs from the selected one. @default undefined */
  onSelectionChange?: (key: TabKey) => void;
}

/** Elements the Tab key can reach (the WAI-ARIA tabs pattern makes the panel a tab stop only without them). */
const tabbable = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(',');

/** The panel is a tab stop only when nothing inside it is: one query, no observer (set outside React's props). */
function updatePanelTabStop(panel: HTMLElement | null) {
  if (!panel) return;
  if (panel.querySelector(tabbable)) panel.removeAttribute('tabindex');
  else panel.setAttribute('tabindex', '0');
}

const domId = (base: string, role: 'tab' | 'tabpanel', key: TabKey) => `${base}-${role}-${String(key).replace(/\s+/g, '')}`;

/**
 * Views of one record side by side (details, consultants, candidates); arrow keys move between tabs.
 * The WAI-ARIA APG tabs pattern by hand (no React Aria collection, decision 0042): roving tab stop,
 * ArrowLeft/ArrowRight (mirrored right to left) and Home/End over the enabled tabs, wrapping,
 * selection follows focus; only the selected panel is rendered. The panel stays when the selection
 * changes: content of the same component type is updated, not remounted (the vacancy list's status
 * tabs share one table); give the content a `key` to remount it per tab.
 */
export function Tabs({ items, 'aria-label': ariaLabel, selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  const baseId = useId();
  const { direction } = useLocale();
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const firstEnabled = items.find((item) => !item.isDisabled);
  const [ownKey, setOwnKey] = useState<TabKey | undefined>(defaultSelectedKey);
  /** The tab holding the focus while it is in the list (the roving tab stop); null outside. */
  const [focusedKey, setFocusedKey] = useState<TabKey | null>(null);

  const isControlled = selectedKey !== undefined;
  const selected = isControlled
    ? items.find((item) => item.id === selectedKey)
    : (items.find((item) => item.id === ownKey && !item.isDisabled) ?? firstEnabled);
  const focused = items.find((item) => item.id === focusedKey && !item.isDisabled);
  const tabStop = focused ?? (selected && !selected.isDisabled ? selected : firstEnabled);

  // After every render of the tabs (new content from the caller): one query of the panel.
  useLayoutEffect(() => updatePanelTabStop(panelRef.current));

  const select = (key: TabKey) => {
    if (key === selected?.id) return;
    if (!isControlled) setOwnKey(key);
    onSelectionChange?.(key);
  };

  /** The next enabled tab from `from` in `step` direction, wrapping around. */
  const enabledFrom = (from: number, step: 1 | -1) => {
    for (let i = 1; i <= items.length; i++) {
      const index = (((from + step * i) % items.length) + items.length) % items.length;
      if (!items[index]?.isDisabled) return index;
    }
    return -1;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const forward = direction === 'rtl' ? -1 : 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
        next = enabledFrom(index, forward);
        break;
      case 'ArrowLeft':
        next = enabledFrom(index, forward === 1 ? -1 : 1);
        break;
      case 'Home':
        next = enabledFrom(-1, 1);
        break;
      case 'End':
        next = enabledFrom(items.length, -1);
        break;
      case 'Tab':
        // The panel's content may have changed since the last render (its own data loaded).
        if (!event.shiftKey) updatePanelTabStop(panelRef.current);
        return;
      default:
        return;
    }
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    (listRef.current?.children[next] as HTMLElement | undefined)?.focus();
    select(item.id);
  };

  const onListBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusedKey(null);
  };

  return (
    <div className={styles.tabs}>
      <div ref={listRef} role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" className={styles.list} onBlur={onListBlur}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            id={domId(baseId, 'tab', item.id)}
            panelId={item === selected ? domId(baseId, 'tabpanel', item.id) : undefined}
            isSelected={item === selected}
            isDisabled={item.isDisabled ?? false}
            isTabStop={item === tabStop}
            onFocus={() => {
              setFocusedKey(item.id);
              item.onPreload?.();
            }}
            onHoverStart={item.onPreload}
            onClick={() => select(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </Tab>
        ))}
      </div>
      {selected ? (
        <Panel ref={panelRef} id={domId(baseId, 'tabpanel', selected.id)} labelledBy={domId(baseId, 'tab', selected.id)}>
          {selected.content}
        </Panel>
      ) : null}
    </div>
  );
}

interface TabProps {
  id: string;
  panelId: string | undefined;
  isSelected: boolean;
  isDisabled: boolean;
  isTabStop: boolean;
  onFocus: () => void;
  onHoverStart: (() => void) | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}

function Tab({ id, panelId, isSelected, isDisabled, isTabStop, onFocus, onHoverStart, onClick, onKeyDown, children }: TabProps) {
  const { hoverProps, isHovered } = useHover({ isDisabled, onHoverStart });
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(hoverProps, focusProps, { onFocus, onKeyDown })}
      id={id}
      role="tab"
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={panelId}
      tabIndex={isDisabled ? undefined : isTabStop ? 0 : -1}
      className={styles.tab}
      data-selected={isSelected || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-disabled={isDisabled || undefined}
      onClick={isDisabled ? undefined : onClick}
    >
      {children}
    </div>
  );
}

interface PanelProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  labelledBy: string;
  children: ReactNode;
}

function Panel({ ref, id, labelledBy, children }: PanelProps) {
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...focusProps}
      ref={ref}
      id={id}
      role="tabpanel"
      aria-labelledby={labelledBy}
      className={styles.panel}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </div>
  );
}

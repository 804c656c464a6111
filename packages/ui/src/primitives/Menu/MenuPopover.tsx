import { Fragment, useRef, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria/useMenu';
import {
  Header,
  Menu as AriaMenu,
  MenuContext,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  OverlayTriggerStateContext,
  Popover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Separator,
  Text,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import type { MenuAction, MenuPlacement, MenuSectionData } from './menuItems';
import * as styles from './Menu.css';

const isSection = (entry: MenuAction | MenuSectionData): entry is MenuSectionData => 'items' in entry;

function MenuActionItem({ action }: { action: MenuAction }) {
  const reason = action.isDisabled ? action.disabledReason : undefined;
  return (
    <AriaMenuItem
      id={action.id}
      textValue={action.label}
      href={action.href}
      isDisabled={action.isDisabled}
      className={styles.item({ tone: action.tone ?? 'neutral' })}
    >
      <Text slot="label">{action.label}</Text>
      {reason ? (
        <Text slot="description" className={styles.description}>
          {reason}
        </Text>
      ) : null}
    </AriaMenuItem>
  );
}

export interface MenuPopoverProps {
  /** The trigger's state and props (Menu's `useMenuTrigger`). */
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<unknown>;
  items: readonly (MenuAction | MenuSectionData)[];
  onAction?: (id: string) => void;
  placement: MenuPlacement;
}

/**
 * The open part of `Menu`: react-aria's popover and menu with the actions. A chunk of its own,
 * loaded when a menu is first opened (or its trigger hovered or focused): a page that only shows
 * menu triggers carries no collection, selection or overlay code (decision 0036).
 */
export default function MenuPopover({ state, triggerRef, menuProps, items, onAction, placement }: MenuPopoverProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const disabledKeys = items
    .flatMap((entry) => (isSection(entry) ? entry.items : [entry]))
    .filter((a) => a.isDisabled)
    .map((a) => a.id);
  // The contexts RAC's MenuTrigger provides to its popover and menu.
  return (
    <Provider
      values={[
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          { trigger: 'MenuTrigger', triggerRef, scrollRef, placement: 'bottom start', 'aria-labelledby': menuProps['aria-labelledby'] },
        ],
      ]}
    >
      <Popover placement={placement} offset={4} className={styles.popover}>
        <AriaMenu className={styles.menu} disabledKeys={disabledKeys} onAction={(key) => onAction?.(String(key))}>
          {items.map((entry, index) => {
            const previous = items[index - 1];
            // A line between a section and whatever stands next to it.
            const separator = previous && (isSection(entry) || isSection(previous)) ? <Separator className={styles.separator} /> : null;
            return (
              <Fragment key={entry.id}>
                {separator}
                {isSection(entry) ? (
                  <AriaMenuSection id={entry.id} className={styles.section}>
                    {entry.title ? <Header className={styles.header}>{entry.title}</Header> : null}
                    {entry.items.map((action) => (
                      <MenuActionItem key={action.id} action={action} />
                    ))}
                  </AriaMenuSection>
                ) : (
                  <MenuActionItem action={entry} />
                )}
              </Fragment>
            );
          })}
        </AriaMenu>
      </Popover>
    </Provider>
  );
}

import { Fragment } from 'react';
import {
  Button as AriaButton,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  Text,
} from 'react-aria-components';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Menu.css';

export const menuActionTones = ['neutral', 'critical'] as const;
export type MenuActionTone = (typeof menuActionTones)[number];
/** Where the menu opens, relative to its trigger (flips when there is no room). */
export const menuPlacements = ['bottom start', 'bottom end', 'top start', 'top end'] as const;
export type MenuPlacement = (typeof menuPlacements)[number];

/** One action in a menu. */
export interface MenuAction {
  /** Passed to `onAction` when chosen. */
  id: string;
  /** Visible text of the item. */
  label: string;
  /** Makes the item a link; it navigates through RAC's RouterProvider when the app provides one. @default undefined */
  href?: string;
  /** Shown but not choosable. @default false */
  isDisabled?: boolean;
  /** Shown as the item's description (and announced) when disabled: why not. @default undefined */
  disabledReason?: string;
  /** `critical` for destructive actions (reject, cancel, withdraw, delete). @default 'neutral' */
  tone?: MenuActionTone;
}

/** A group of actions, with an optional visible title; separated from its neighbours by a line. */
export interface MenuSectionData {
  id: string;
  /** Visible heading of the group, also its accessible name. @default undefined */
  title?: string;
  items: readonly MenuAction[];
}

export interface MenuProps {
  /** Visible text of the trigger button, e.g. "Actions". */
  label: string;
  /** The actions, loose or in sections. */
  items: readonly (MenuAction | MenuSectionData)[];
  /** Called with the chosen action's id (also for link items). @default undefined */
  onAction?: (id: string) => void;
  /** Trigger button variant (the Button primitive's). @default 'secondary' */
  variant?: ButtonVariant;
  /** Trigger button size. @default 'medium' */
  size?: ButtonSize;
  /** Disables the trigger. @default false */
  isDisabled?: boolean;
  /** @default 'bottom start' */
  placement?: MenuPlacement;
  /**
   * The trigger is the label as plain text in its surroundings' type and colour (no frame, no
   * chevron; a focus ring and an underline on hover): a user's name in a top bar that opens their
   * menu. `variant` and `size` do not apply. @default false
   */
  textTrigger?: boolean;
}

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

/**
 * A button that opens a list of actions ("Actions" in a page header). Keyboard, focus and ARIA from
 * react-aria: Enter, Space or ArrowDown open it, arrows move, typing jumps, Escape closes and focus
 * returns to the button. Disabled actions stay visible with their reason as a second line.
 */
export function Menu({
  label,
  items,
  onAction,
  variant = 'secondary',
  size = 'medium',
  isDisabled = false,
  placement = 'bottom start',
  textTrigger = false,
}: MenuProps) {
  const disabledKeys = items
    .flatMap((entry) => (isSection(entry) ? entry.items : [entry]))
    .filter((a) => a.isDisabled)
    .map((a) => a.id);
  return (
    <MenuTrigger>
      {textTrigger ? (
        <AriaButton className={styles.textTrigger} isDisabled={isDisabled}>
          {label}
        </AriaButton>
      ) : (
        <Button variant={variant} size={size} isDisabled={isDisabled}>
          {label}
          <Icon name="chevronDown" />
        </Button>
      )}
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
    </MenuTrigger>
  );
}

/** The data of a menu's actions, shared by the trigger (Menu) and its lazy popover (MenuPopover). */

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

import { Suspense, useRef, useState } from 'react';
import { useMenuTrigger } from 'react-aria/useMenu';
import { Button as AriaButton, ButtonContext } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { firstUse } from '../firstUse';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { Icon } from '../Icon';
import * as styles from './Menu.css';
import type { MenuAction, MenuPlacement, MenuSectionData } from './menuItems';

export { menuActionTones, menuPlacements } from './menuItems';
export type { MenuAction, MenuActionTone, MenuPlacement, MenuSectionData } from './menuItems';

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
  /** Called with the menu's own preloading (trigger hovered, focused or pressed): start loading what its actions open. @default undefined */
  onPreload?: () => void;
}

/** The popover and its items: loaded on first use (decision 0036); `preloadMenu` starts it early. */
const menuPopover = firstUse(() => import('./MenuPopover'));
const MenuPopover = menuPopover.Component;
/** Starts loading the open menu's code (a trigger hovered or focused: likely to be pressed). */
export const preloadMenu = menuPopover.preload;

/**
 * A button that opens a list of actions ("Actions" in a page header). Keyboard, focus and ARIA from
 * react-aria: Enter, Space or ArrowDown open it, arrows move, typing jumps, Escape closes and focus
 * returns to the button. Disabled actions stay visible with their reason as a second line.
 *
 * The trigger is react-aria's menu trigger (`useMenuTrigger`, as RAC's `MenuTrigger` does it); the
 * popover with the list (RAC's `Popover` and `Menu`, their collection, selection and overlay code)
 * is a chunk of its own, loaded when the menu first opens or earlier when the trigger is hovered or
 * focused. A page that shows menus but opens none carries none of that code (decision 0036).
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
  onPreload,
}: MenuProps) {
  // The popover is mounted from the first opening on (then kept, so reopening is immediate).
  const [used, setUsed] = useState(false);
  const state = useMenuTriggerState({
    onOpenChange: (isOpen) => {
      if (!isOpen) return;
      setUsed(true);
      onPreload?.();
    },
  });
  const ref = useRef<HTMLButtonElement>(null);
  const preload = () => {
    preloadMenu();
    onPreload?.();
  };
  const { menuTriggerProps, menuProps } = useMenuTrigger({ type: 'menu', isDisabled }, state, ref);
  return (
    <>
      {/* What RAC's MenuTrigger gives its button through a PressResponder, given through the button's context. */}
      <ButtonContext.Provider value={{ ...menuTriggerProps, isPressed: state.isOpen, ref }}>
        {textTrigger ? (
          <AriaButton className={styles.textTrigger} isDisabled={isDisabled} onHoverStart={preload} onFocus={preload}>
            {label}
          </AriaButton>
        ) : (
          <Button variant={variant} size={size} isDisabled={isDisabled} onHoverStart={preload} onFocus={preload}>
            {label}
            <Icon name="chevronDown" />
          </Button>
        )}
      </ButtonContext.Provider>
      {used ? (
        <Suspense fallback={null}>
          <MenuPopover state={state} triggerRef={ref} menuProps={menuProps} items={items} onAction={onAction} placement={placement} />
        </Suspense>
      ) : null}
    </>
  );
}

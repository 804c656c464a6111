import { Suspense, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { ButtonContext, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { mergeProps } from 'react-aria/mergeProps';
import { useOverlayTrigger } from 'react-aria/useOverlayTrigger';
import { useMenuTriggerState } from 'react-stately/useMenuTriggerState';
import { firstUse } from '../firstUse';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children' | 'trigger'> {
  /** The element that opens it (a Button). */
  trigger: ReactElement;
  /** A title, also the accessible name. @default undefined */
  title?: ReactNode;
  /** Accessible name when there is no visible title. @default undefined */
  'aria-label'?: string;
  children: ReactNode;
}

/** The popover and its dialog: loaded on first use (decision 0037); `preloadPopover` starts it early. */
const popoverPanel = firstUse(() => import('./PopoverPanel'));
const PopoverPanel = popoverPanel.Component;
/** Starts loading the open popover's code (a trigger hovered or focused: likely to be pressed). */
export const preloadPopover = popoverPanel.preload;

/**
 * Rich content next to its trigger, such as the user info card: opens on press, closes on Escape or outside click.
 *
 * The trigger is react-aria's overlay trigger (`useOverlayTrigger` on the state RAC's
 * `DialogTrigger` uses), its props given to the trigger `Button` through RAC's `ButtonContext`
 * (as `Menu` does, decision 0036). The popover with its dialog (RAC's overlay, positioning and
 * dialog code) is a chunk of its own, loaded when it first opens or earlier when the trigger is
 * hovered or focused (decision 0037).
 */
export function Popover({ trigger, title, children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  // The panel is mounted from the first opening on (then kept, so reopening is immediate).
  const [used, setUsed] = useState(false);
  const state = useMenuTriggerState({ onOpenChange: (isOpen) => isOpen && setUsed(true) });
  const ref = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, ref);
  // As RAC's DialogTrigger: the dialog is labelled by its trigger when it has no title or label.
  const triggerId = useId();
  return (
    <>
      <ButtonContext.Provider
        value={{
          ...mergeProps(triggerProps, { onHoverStart: preloadPopover, onFocus: preloadPopover }),
          id: triggerId,
          isPressed: state.isOpen,
          ref,
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {used ? (
        <Suspense fallback={null}>
          <PopoverPanel
            state={state}
            triggerRef={ref}
            overlayProps={{ ...overlayProps, 'aria-labelledby': triggerId }}
            popoverProps={props}
            title={title}
            aria-label={ariaLabel}
          >
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}

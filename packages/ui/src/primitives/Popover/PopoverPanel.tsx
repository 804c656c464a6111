import type { ReactNode, RefObject } from 'react';
import type { AriaDialogProps } from 'react-aria/useDialog';
import {
  Dialog,
  DialogContext,
  Heading,
  OverlayArrow,
  OverlayTriggerStateContext,
  Popover as AriaPopover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import type { RootMenuTriggerState } from 'react-stately/useMenuTriggerState';
import * as styles from './Popover.css';

export interface PopoverPanelProps {
  /** The trigger's state and the dialog's props (Popover's `useOverlayTrigger`). */
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  overlayProps: AriaDialogProps & { id?: string };
  /** RAC's popover props the caller gave (placement, …). */
  popoverProps: Omit<AriaPopoverProps, 'className' | 'style' | 'children' | 'trigger'>;
  title?: ReactNode;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The open part of `Popover`: RAC's popover, arrow and dialog with the content, as under RAC's
 * `DialogTrigger`. A chunk of its own, loaded when a popover first opens (or its trigger is hovered
 * or focused): a page that only shows popover triggers carries no overlay code (decision 0037).
 */
export default function PopoverPanel({
  state,
  triggerRef,
  overlayProps,
  popoverProps,
  title,
  'aria-label': ariaLabel,
  children,
}: PopoverPanelProps) {
  // The contexts RAC's DialogTrigger provides to its popover and dialog.
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [DialogContext, overlayProps],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayProps.id, 'aria-labelledby': overlayProps['aria-labelledby'] }],
      ]}
    >
      <AriaPopover {...popoverProps} offset={10} className={styles.popover}>
        <OverlayArrow>
          <svg width={12} height={12} viewBox="0 0 12 12" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        <Dialog className={styles.dialog} aria-label={ariaLabel}>
          {title ? (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {children}
        </Dialog>
      </AriaPopover>
    </Provider>
  );
}

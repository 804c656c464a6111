import type { ReactElement, ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children' | 'trigger'> {
  /** The element that opens it (a Button or Link). */
  trigger: ReactElement;
  /** A title, also the accessible name. @default undefined */
  title?: ReactNode;
  /** Accessible name when there is no visible title. @default undefined */
  'aria-label'?: string;
  children: ReactNode;
}

/** Rich content next to its trigger, such as the user info card: opens on press, closes on Escape or outside click. */
export function Popover({ trigger, title, children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <DialogTrigger>
      {trigger}
      <AriaPopover {...props} offset={10} className={styles.popover}>
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
    </DialogTrigger>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { OverlayArrow, Tooltip as AriaTooltip, TooltipTrigger, type TooltipProps as AriaTooltipProps } from 'react-aria-components';
import * as styles from './Tooltip.css';

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  /** The short text. */
  content: ReactNode;
  /** One focusable element (a Button, IconButton, Link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** Delay before showing on hover (ms). @default 600 */
  delay?: number;
  /** Never show the tooltip (the trigger keeps working). @default false */
  isDisabled?: boolean;
}

/** A short description of a control, shown on hover and keyboard focus. Never the only place of information. */
export function Tooltip({ content, children, delay = 600, isDisabled = false, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} isDisabled={isDisabled}>
      {children}
      <AriaTooltip {...props} offset={8} className={styles.tooltip}>
        <OverlayArrow>
          <svg width={8} height={8} viewBox="0 0 8 8" className={styles.arrow} aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { messages } from './Button.messages';

export const buttonVariants = ['primary', 'secondary', 'critical', 'ghost'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Visual weight: one primary per view; critical for destructive actions. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'medium' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** An icon before the label. @default undefined */
  icon?: ReactNode;
  children: ReactNode;
}

/**
 * A button for an action. While `isPending`, it keeps its size, shows a spinner, ignores presses
 * and stays focusable so keyboard users do not lose their place.
 */
export function Button({ variant = 'primary', size = 'medium', fullWidth = false, icon, children, isPending, ...props }: ButtonProps) {
  const intl = useIntl();
  return (
    <AriaButton {...props} isPending={isPending} className={styles.button({ variant, size, fullWidth })}>
      {isPending ? (
        <span className={styles.pendingWrapper}>
          <span className={styles.pendingLabel}>
            {icon}
            {children}
          </span>
          <span className={styles.pendingSpinner}>
            <Spinner size="small" label={intl.formatMessage(messages.pending)} />
          </span>
        </span>
      ) : (
        <>
          {icon}
          {children}
        </>
      )}
    </AriaButton>
  );
}

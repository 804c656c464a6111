import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'critical'] as const;

export interface IconButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** The icon. */
  icon: IconName;
  /** The accessible name (required: there is no visible text). */
  label: string;
  /** @default 'ghost' */
  variant?: (typeof iconButtonVariants)[number];
  /** @default 'medium' */
  size?: 'small' | 'medium';
}

/** A button showing only an icon, where a text label does not fit (close, delete row, address book). */
export function IconButton({ icon, label, variant = 'ghost', size = 'medium', ...props }: IconButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={styles.iconButton({ variant, size })}>
      <Icon name={icon} size={size === 'small' ? 14 : 16} />
    </AriaButton>
  );
}

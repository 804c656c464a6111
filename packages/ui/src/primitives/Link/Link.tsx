import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Link.css';
import { messages } from './Link.messages';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  /** Opens in a new tab with rel="noopener noreferrer" and says so to screen readers. @default false */
  isExternal?: boolean;
}

/** Navigation to a page or a file. For an action on this page use **Button**. */
export function Link({ children, isExternal = false, ...props }: LinkProps) {
  const intl = useIntl();
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <AriaLink {...props} {...external} className={styles.link}>
      {children}
      {isExternal ? (
        <>
          <Icon name="external" size={12} />
          <span style={visuallyHidden}>{intl.formatMessage(messages.newTab)}</span>
        </>
      ) : null}
    </AriaLink>
  );
}

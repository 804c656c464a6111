import type { MouseEvent, ReactNode } from 'react';
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';
import * as styles from './Link.css';

export interface RowLinkProps {
  /** The page it goes to (an app path: the app's router resolves and follows it). */
  href: string;
  children: ReactNode;
}

/**
 * A cheap internal link for a table cell, one per row (a vacancy's title): a native `<a href>`
 * that looks like **Link**. A plain left click goes through the app's router (React Aria's
 * `RouterProvider`, as Link does); middle click, Ctrl/Cmd/Shift click and the context menu are
 * the browser's. No press/hover/focus hooks per row (decision 0044); use **Link** elsewhere.
 */
export function RowLink({ href, children }: RowLinkProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (router.isNative || event.defaultPrevented || event.button !== 0) return;
    if (!shouldClientNavigate(event.currentTarget, event)) return;
    event.preventDefault();
    router.open(event.currentTarget, event, href, undefined);
  };
  return (
    <a href={router.useHref(href)} className={styles.rowLink} onClick={onClick}>
      {children}
    </a>
  );
}

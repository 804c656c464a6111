import type { JobRecruiterDisplayStatus } from '@mandate/domain';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { ConsultantStatusBadge } from '../ConsultantStatusBadge';
import * as styles from './ConsultantRow.css';
import { messages } from './ConsultantRow.messages';
import { formatDay, plainText } from './plainText';

/** One action of a consultant row, as the caller's list of allowed actions names it. */
export interface ConsultantRowAction {
  /** Passed to `onAction` when pressed. */
  id: string;
  /** The button's text. */
  label: string;
}

export interface ConsultantRowProps {
  /** The search consultant's full name. */
  name: string;
  /** Their agency. @default none */
  organization?: string | null;
  /** Their profile, linked from the name. @default no link */
  href?: string;
  /** Shown instead of the name (and its link), e.g. the name opening the user info popover; `name` still names the row's actions. @default the name */
  nameSlot?: ReactNode;
  /** The displayed status (domain `jobRecruiterDisplayStatus`, 000 §4). */
  status: JobRecruiterDisplayStatus;
  /** When the status was reached (ISO date-time). @default not shown */
  since?: string | null;
  /** The candidates they submitted to the vacancy. @default not shown */
  candidates?: number;
  /** The invitation text or the cover letter as the server stores it (rich-text HTML); shown as two lines of plain text. @default none */
  message?: string | null;
  /** The actions the viewer may take now (the server's answer), in order. @default none */
  actions?: readonly ConsultantRowAction[];
  /** Called with the pressed action's id. */
  onAction?: (id: string) => void;
}

/** The list a page's consultant rows go in (a `ul` with a divider between rows). */
export function ConsultantList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * A search consultant on a vacancy (the vacancy page's consultants tab, the consultant's home): the
 * name linking to the profile, the agency, the displayed status badge with its date, the candidates
 * submitted, two lines of the invitation text or cover letter, and one button per action the viewer
 * may take now. The row never decides which actions are allowed: pass the server's answer. A list
 * item: put rows in a {@link ConsultantList}. One column on narrow screens.
 */
export function ConsultantRow({
  name,
  organization,
  href,
  nameSlot,
  status,
  since,
  candidates,
  message,
  actions = [],
  onAction,
}: ConsultantRowProps) {
  const intl = useIntl();
  const nameId = useId();
  const text = plainText(message);
  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.main}>
        <span id={nameId} className={styles.name}>
          {nameSlot ?? (href ? <Link href={href}>{name}</Link> : name)}
        </span>
        {organization ? <span className={styles.secondary}>{organization}</span> : null}
        <div className={styles.line}>
          <ConsultantStatusBadge status={status} />
          {since ? (
            <span className={styles.secondary}>
              {intl.formatMessage(messages.since as MessageDescriptor, { date: formatDay(intl, since) })}
            </span>
          ) : null}
          {candidates !== undefined ? (
            <span className={styles.secondary}>{intl.formatMessage(messages.candidates as MessageDescriptor, { count: candidates })}</span>
          ) : null}
        </div>
        {text ? <p className={styles.message}>{text}</p> : null}
      </div>
      {actions.length > 0 ? (
        <div className={styles.actions} role="group" aria-label={intl.formatMessage(messages.actions as MessageDescriptor, { name })}>
          {actions.map((action) => (
            <Button key={action.id} size="small" variant="secondary" onPress={() => onAction?.(action.id)}>
              {action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

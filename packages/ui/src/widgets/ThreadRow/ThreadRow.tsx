import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Link } from '../../primitives/Link';
import { Menu, type MenuAction } from '../../primitives/Menu';
import * as styles from './ThreadRow.css';
import { counted, messages } from './ThreadRow.messages';

export interface ThreadRowProps {
  /** The thread's subject, linked to the thread. */
  subject: string;
  /** The thread's page. */
  href: string;
  /** The other participants, as one line ("Lena Vogel, Marco Keller"). */
  participants: string;
  /** The last message as plain text (the screen strips the rich text). @default "No message" */
  preview?: string | null;
  /** Who wrote the last message. @default not shown */
  lastAuthor?: string | null;
  /** When the last message came (ISO). @default not shown */
  date?: string | null;
  /** Whether the thread has messages the user has not read: bold, with an "Unread" badge that is also in the row's name. */
  unread: boolean;
  /** How many messages the thread has. @default not shown */
  messageCount?: number;
  /** The row's actions (mark read / unread, delete). @default none */
  actions?: readonly MenuAction[];
  /** Called with the chosen action's id. */
  onAction?: (id: string) => void;
}

/** The list the rows go in (a `ul` with a divider between rows). */
export function ThreadList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label': string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  );
}

const when = (intl: ReturnType<typeof useIntl>, iso: string) =>
  intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A thread in the inbox: the subject linking to the thread, the other participants, the last
 * message's author, text and date, an "Unread" badge (bold subject; the row's accessible name says
 * "Unread" too), and an Actions menu (mark read / unread, delete for oneself). A list item: put rows
 * in a {@link ThreadList}.
 */
export function ThreadRow({
  subject,
  href,
  participants,
  preview,
  lastAuthor,
  date,
  unread,
  messageCount,
  actions = [],
  onAction,
}: ThreadRowProps) {
  const intl = useIntl();
  const subjectId = useId();
  const unreadId = useId();
  const text = preview?.trim() ? preview : intl.formatMessage(messages.noMessage);
  return (
    <li className={styles.row} aria-labelledby={unread ? `${subjectId} ${unreadId}` : subjectId}>
      <div className={styles.main}>
        <span className={styles.line}>
          <span id={subjectId} className={unread ? `${styles.subject} ${styles.unreadSubject}` : styles.subject}>
            <Link href={href}>{subject}</Link>
          </span>
          {unread ? (
            <span id={unreadId}>
              <Badge tone="brand" weight="strong">
                {intl.formatMessage(messages.unread)}
              </Badge>
            </span>
          ) : null}
        </span>
        <span className={styles.secondary}>{participants}</span>
        <span className={styles.preview}>
          {lastAuthor ? intl.formatMessage(messages.byAuthor as MessageDescriptor, { author: lastAuthor, text }) : text}
        </span>
        <span className={styles.line}>
          {date ? (
            <span className={styles.secondary}>
              <time dateTime={date}>{when(intl, date)}</time>
            </span>
          ) : null}
          {messageCount !== undefined ? (
            <span className={styles.secondary}>
              {intl.formatMessage(counted.messageCount as MessageDescriptor, { count: messageCount })}
            </span>
          ) : null}
        </span>
      </div>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          <Menu label={intl.formatMessage(messages.actions)} size="small" items={actions} {...(onAction ? { onAction } : {})} />
        </div>
      ) : null}
    </li>
  );
}

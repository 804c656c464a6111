import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { plainText } from '../ConsultantRow/plainText';
import * as styles from './StatusHistory.css';
import { messages } from './StatusHistory.messages';

/** One status change, already in words: the caller resolves codes to labels and badges. */
export interface StatusHistoryEntry {
  /** A stable key. */
  id: string | number;
  /** When it happened (ISO date-time). */
  at: string;
  /** What happened, e.g. "Put on hold" or "Lukas Brunner — Approve". */
  title: string;
  /** The status after the change, e.g. a JobStatusBadge or ConsultantStatusBadge. @default none */
  status?: ReactNode;
  /** Who did it. @default not shown */
  actor?: string | null;
  /** The reason's label. @default none */
  reason?: string | null;
  /** The comment, plain text or the rich-text HTML the server stores (shown as plain text). @default none */
  comment?: string | null;
}

export interface StatusHistoryProps {
  /** The changes in the order shown (newest first, usually). */
  entries: readonly StatusHistoryEntry[];
  /** Accessible name of the list, e.g. "History". */
  'aria-label': string;
  /** Shown when there are no entries. @default "No changes yet." */
  emptyText?: string;
}

/** Date and time as the locale writes them: `12.03.2026, 13:00` in German. */
function formatWhen(intl: ReturnType<typeof useIntl>, iso: string): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The status history of a record (a vacancy with its consultants, an application): an ordered
 * list of changes, each with what happened, the new status as a badge, when and by whom, and the
 * reason and comment when there are any, on a line joining the entries. Presentational: the caller
 * passes entries in words (labels from domain and the reference lists).
 */
export function StatusHistory({ entries, 'aria-label': label, emptyText }: StatusHistoryProps) {
  const intl = useIntl();
  if (entries.length === 0) return <p className={styles.empty}>{emptyText ?? intl.formatMessage(messages.empty)}</p>;
  return (
    <ol className={styles.list} aria-label={label}>
      {entries.map((entry) => {
        const comment = plainText(entry.comment);
        return (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.head}>
              <span className={styles.title}>{entry.title}</span>
              {entry.status}
            </div>
            <span className={styles.meta}>
              <time dateTime={entry.at}>{formatWhen(intl, entry.at)}</time>
              {entry.actor ? (
                <span className={styles.actor}>{intl.formatMessage(messages.by as MessageDescriptor, { name: entry.actor })}</span>
              ) : null}
            </span>
            {entry.reason || comment ? (
              <dl className={styles.details}>
                {entry.reason ? (
                  <>
                    <dt className={styles.term}>{intl.formatMessage(messages.reason)}</dt>
                    <dd className={styles.definition}>{entry.reason}</dd>
                  </>
                ) : null}
                {comment ? (
                  <>
                    <dt className={styles.term}>{intl.formatMessage(messages.comment)}</dt>
                    <dd className={styles.definition}>{comment}</dd>
                  </>
                ) : null}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from '../../primitives/Link';
import { Menu, type MenuAction } from '../../primitives/Menu';
import { RichTextView } from '../Editor';
import { formatBytes } from '../Uploader';
import * as styles from './MessageItem.css';
import { messages } from './MessageItem.messages';

/** A file of a message, as a download link. */
export interface MessageAttachment {
  id: number | string;
  title: string;
  /** In bytes. */
  size: number;
  /** Its download address. */
  href: string;
}

export interface MessageItemProps {
  /** Who wrote it; `null` for a user who is gone. */
  author: string | null;
  /** Whether the user wrote it: "You" beside the name and a tinted background. @default false */
  isOwn?: boolean;
  /** When it was sent (ISO). @default not shown */
  date?: string | null;
  /** When it was last changed (ISO): an "edited" mark. @default not shown */
  editDate?: string | null;
  /** The message's rich text, from the server; it is sanitised again before it shows. */
  content: string | null;
  /** Deleted for everyone: a note instead of the text and files. @default false */
  deleted?: boolean;
  /** Its files as download links. @default none */
  attachments?: readonly MessageAttachment[];
  /** What the user may do with it (edit, delete). @default none */
  actions?: readonly MenuAction[];
  /** Called with the chosen action's id. */
  onAction?: (id: string) => void;
  /** Shown instead of the text while the user edits it (the screen's editor and buttons). @default none */
  editor?: ReactNode;
}

const when = (intl: ReturnType<typeof useIntl>, iso: string) =>
  intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A message of a thread: its author (and "You" for the user's own), when it was sent and whether it
 * was edited, its rich text sanitised through the editor's schema (`RichTextView`), its files as
 * download links, and a menu of what the user may do with it. An `article` named by its author, so
 * screen readers move from message to message.
 */
export function MessageItem({
  author,
  isOwn = false,
  date,
  editDate,
  content,
  deleted = false,
  attachments = [],
  actions = [],
  onAction,
  editor,
}: MessageItemProps) {
  const intl = useIntl();
  const name = author ?? intl.formatMessage(messages.unknownAuthor);
  const label = isOwn ? `${name} (${intl.formatMessage(messages.you)})` : name;
  return (
    <article className={isOwn ? `${styles.item} ${styles.own}` : styles.item} aria-label={label}>
      <div className={styles.header}>
        <div className={styles.who}>
          <h3 className={styles.author}>{label}</h3>
          {date ? (
            <span className={styles.secondary}>
              <time dateTime={date}>{when(intl, date)}</time>
            </span>
          ) : null}
          {editDate && !deleted ? <span className={styles.secondary}>{intl.formatMessage(messages.edited)}</span> : null}
        </div>
        {actions.length > 0 && !deleted && !editor ? (
          <Menu label={intl.formatMessage(messages.actions)} size="small" items={actions} {...(onAction ? { onAction } : {})} />
        ) : null}
      </div>
      {deleted ? (
        <p className={styles.deleted}>{intl.formatMessage(messages.deleted)}</p>
      ) : editor ? (
        editor
      ) : (
        <>
          <RichTextView html={content} />
          {attachments.length > 0 ? (
            <ul className={styles.files} aria-label={intl.formatMessage(messages.attachments)}>
              {attachments.map((file) => (
                <li key={file.id} className={styles.file}>
                  <Link href={file.href} download={file.title}>
                    {file.title}
                  </Link>
                  <span className={styles.secondary}>
                    {intl.formatMessage(messages.size as MessageDescriptor, {
                      size: formatBytes(file.size, (n) => intl.formatNumber(n, { maximumFractionDigits: 1 })),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </article>
  );
}

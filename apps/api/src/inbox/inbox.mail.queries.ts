/** The SQL of the inbox's mails (inbox.mail.ts): a mail per message and the daily digests. */
import type { Queryable } from '../db/database';
import type { Locale } from '../http/i18n';
import { isOnlineSql } from '../live/presence';

export interface ImmediateRow {
  id: string;
  username: string;
  locale: Locale;
  subject: string;
  author: string | null;
  content: string | null;
}

/**
 * The thread's participants who want a mail per message for this one: not its author, not blocked
 * or deleted users, not online, only while the thread is unread for them.
 */
export function immediateRecipients(tx: Queryable, threadId: number, messageId: number, authorId: number): Promise<ImmediateRow[]> {
  return tx.query<ImmediateRow>(
    `SELECT u.id, u.username, u.locale, t.subject, a.first_name || ' ' || a.last_name AS author, m.content
       FROM inbox_participants p
       JOIN users u ON u.id = p.user_id
       JOIN inbox_threads t ON t.id = p.thread_id
       JOIN inbox_messages m ON m.id = $2
       LEFT JOIN users a ON a.id = m.author_id
      WHERE p.thread_id = $1 AND p.user_id <> $3 AND p.unread AND p.deleted_at IS NULL
        AND u.message_mail = 'immediately' AND u.status NOT IN ('blocked', 'deleted') AND NOT ${isOnlineSql('u.id')}`,
    [threadId, messageId, authorId],
  );
}

export interface DigestThreadRow {
  id: string;
  subject: string;
  last_message_at: Date | string;
  author: string | null;
}

/** The users with a daily digest, unread threads and no digest on or after `latest` yet, with their time zones. */
export function digestCandidates(db: Queryable, latest: string): Promise<{ id: string; timezone: string | null }[]> {
  return db.query<{ id: string; timezone: string | null }>(
    `SELECT u.id, u.timezone FROM users u
      WHERE u.message_mail = 'daily' AND u.status NOT IN ('blocked', 'deleted')
        AND (u.message_digest_on IS NULL OR u.message_digest_on < $1::date)
        AND EXISTS (SELECT 1 FROM inbox_participants p WHERE p.user_id = u.id AND p.unread AND p.deleted_at IS NULL)
      ORDER BY u.id`,
    [latest],
  );
}

/** Marks the user's digest of `day` sent; undefined when another process sent it or the user changed their choice. */
export async function markDigestSent(tx: Queryable, id: string, day: string): Promise<{ username: string; locale: Locale } | undefined> {
  const [user] = await tx.query<{ username: string; locale: Locale }>(
    `UPDATE users SET message_digest_on = $2::date
          WHERE id = $1 AND message_mail = 'daily' AND status NOT IN ('blocked', 'deleted')
            AND (message_digest_on IS NULL OR message_digest_on < $2::date)
          RETURNING username, locale`,
    [id, day],
  );
  return user;
}

/** The user's unread threads, latest first, with the author of each one's latest message. */
export function unreadThreadsOf(tx: Queryable, id: string): Promise<DigestThreadRow[]> {
  return tx.query<DigestThreadRow>(
    `SELECT t.id, t.subject, t.last_message_at,
                (SELECT a.first_name || ' ' || a.last_name FROM inbox_messages m JOIN users a ON a.id = m.author_id
                  WHERE m.thread_id = t.id AND m.deleted_at IS NULL ORDER BY m.id DESC LIMIT 1) AS author
           FROM inbox_participants p JOIN inbox_threads t ON t.id = p.thread_id
          WHERE p.user_id = $1 AND p.unread AND p.deleted_at IS NULL
          ORDER BY t.last_message_at DESC, t.id DESC`,
    [id],
  );
}

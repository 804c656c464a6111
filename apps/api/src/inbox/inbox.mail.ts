/**
 * E-mail about new messages (issue 17 point 1, decision 0034). Each user chooses in their settings
 * (`messageMail`): `immediately` — a mail per new message while they are not online (no open event
 * stream in any process, live/presence.ts); `daily` — one mail a day listing their unread threads;
 * `never`. The sender, blocked and deleted users and participants who read the thread get none.
 * Mails go through the outbox in the transaction of the message (mail/outbox.ts), in the
 * recipient's language.
 */
import type { Database, Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { inboxTexts } from './inbox.messages';
import { digestCandidates, immediateRecipients, markDigestSent, unreadThreadsOf } from './inbox.mail.queries';

/** The hour, in each user's own time zone (UTC when they have none), from which their day's digest goes out. */
export const DIGEST_HOUR = 7;
/** At most this many threads are listed in a digest (the mail says how many more). */
const DIGEST_THREADS = 20;
/** The first characters of a message quoted in its mail. */
const EXCERPT_LENGTH = 400;

const appUrl = () => process.env.APP_URL ?? '';
const threadLink = (threadId: number | string) => `${appUrl()}/dashboard/messages/thread/${threadId}`;

/** A message's text without its markup, shortened for a mail. */
function excerpt(content: string): string {
  const text = content
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/**
 * Mails a new message to the thread's participants who want a mail per message and are not online:
 * not its author, not blocked or deleted users, only while the thread is unread for them. Runs in
 * the transaction that wrote the message.
 */
export async function mailNewMessage(tx: Queryable, message: { threadId: number; messageId: number; authorId: number }): Promise<number> {
  const rows = await immediateRecipients(tx, message.threadId, message.messageId, message.authorId);
  for (const row of rows) {
    const params = {
      author: row.author ?? '',
      subject: row.subject,
      excerpt: excerpt(row.content ?? ''),
      link: threadLink(message.threadId),
    };
    await enqueueMail(tx, {
      kind: 'message-new',
      to: row.username,
      subject: inboxTexts.text(row.locale, 'inbox-mail-subject', params),
      text: inboxTexts.text(row.locale, 'inbox-mail-body', params),
    });
  }
  return rows.length;
}

/** A user's time zone as stored (an IANA name, or null: UTC); one this runtime does not know counts as UTC. */
function zoneOrUtc(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * The day (YYYY-MM-DD) whose digest is due at `now` for a user in `timeZone` (null: UTC): their
 * own date, once it is {@link DIGEST_HOUR} o'clock or later there; none before that hour.
 */
export function digestDayOf(now: Date, timeZone: string | null = null): string | null {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zoneOrUtc(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour', string>;
  return Number(parts.hour) >= DIGEST_HOUR ? `${parts.year}-${parts.month}-${parts.day}` : null;
}

/**
 * Sends the digests due at `now`: one mail to each user who chose `daily`, has unread threads and
 * for whom it is {@link DIGEST_HOUR} o'clock or later in their own time zone (the settings'
 * `timezone`; UTC when none), on a day of theirs that had no digest yet, listing the threads. A
 * user's day is claimed in the transaction that queues their mail, so any number of processes
 * running this at once send each digest once. Answers the number of mails queued.
 */
export async function sendMessageDigests(db: Database, now: Date = new Date()): Promise<number> {
  // Nobody's date is more than a day past UTC's (UTC+14 at most): users with a digest on that day are done.
  const latest = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const candidates = await digestCandidates(db, latest);
  const due = candidates.flatMap(({ id, timezone }) => {
    const day = digestDayOf(now, timezone);
    return day ? [{ id, day }] : [];
  });
  let queued = 0;
  for (const { id, day } of due) {
    const sent = await db.transaction(async (tx) => {
      const user = await markDigestSent(tx, id, day);
      if (!user) return false; // another process sent it, or the user changed their choice
      const threads = await unreadThreadsOf(tx, id);
      if (!threads.length) return false;
      const locale = user.locale;
      const lines = threads.slice(0, DIGEST_THREADS).map((thread) =>
        inboxTexts.text(locale, 'inbox-digest-line', {
          subject: thread.subject,
          author: thread.author ?? '',
          link: threadLink(thread.id),
        }),
      );
      if (threads.length > DIGEST_THREADS) {
        lines.push(inboxTexts.text(locale, 'inbox-digest-more', { count: threads.length - DIGEST_THREADS }));
      }
      await enqueueMail(tx, {
        kind: 'message-digest',
        to: user.username,
        subject: inboxTexts.text(locale, 'inbox-digest-subject', { count: threads.length }),
        text: inboxTexts.text(locale, 'inbox-digest-body', {
          count: threads.length,
          threads: lines.join('\n'),
          link: `${appUrl()}/dashboard/messages`,
        }),
      });
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}

/** Sends the digests due at `now` (each user's from the digest hour of their time zone): what the scheduled job runs. */
export async function sendDueMessageDigests(db: Database, now: Date = new Date()): Promise<number> {
  return sendMessageDigests(db, now);
}

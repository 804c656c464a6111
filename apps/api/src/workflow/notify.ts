/**
 * Mail to users about workflow changes: one recipient lookup for every notification, so blocked and
 * deleted users get no mail whichever feature writes it.
 */
import type { Queryable } from '../db/database';
import { t, type Locale, type ServerMessage } from '../http/i18n';
import { enqueueMail } from '../mail/outbox';
import { mailableUser } from './notify.queries';

/** Where a user's mail goes and in which language. */
export interface Recipient {
  id: number;
  email: string;
  locale: Locale;
  name: string;
}

/** A user who may receive mail: null for an unknown, blocked or deleted user. */
export async function mailRecipient(db: Queryable, userId: number): Promise<Recipient | null> {
  const row = await mailableUser(db, userId);
  return row ? { id: userId, email: row.username, locale: row.locale, name: row.name } : null;
}

/** A mail's texts for one recipient, in their language. */
export interface MailText {
  subject: string;
  text: string;
  html?: string;
}

/** A mail to a user about a change: its kind (the outbox's label) and its texts in their language. */
export interface Notice {
  userId: number;
  kind: string;
  compose: (to: Recipient) => MailText | Promise<MailText>;
}

/** Queues the mail of a notice in the caller's transaction; nothing for users who get no mail. */
export async function notifyUser(tx: Queryable, notice: Notice): Promise<void> {
  const to = await mailRecipient(tx, notice.userId);
  if (!to) return;
  const mail = await notice.compose(to);
  await enqueueMail(tx, { kind: notice.kind, to: to.email, ...mail });
}

/** A notice whose subject and body are server messages with parameters in the recipient's language. */
export const messageNotice = (
  userId: number,
  kind: string,
  subject: ServerMessage,
  body: ServerMessage,
  params: (locale: Locale) => Record<string, string | number>,
): Notice => ({
  userId,
  kind,
  compose: (to) => {
    const p = params(to.locale);
    return { subject: t(to.locale, subject, p), text: t(to.locale, body, p) };
  },
});

/**
 * Who hears of a status change of a consultant's submission (an application, a candidate list):
 * the consultant (the default, for employer-side actions), the vacancy's author, or nobody; never
 * the user who made the change.
 */
export function submissionNotified(
  notify: 'recruiter' | 'employer' | null | undefined,
  row: { recruiter_id: string; author_id: string },
  actorId: number,
): number | null {
  const who = notify === undefined ? 'recruiter' : notify;
  const target = who === 'recruiter' ? Number(row.recruiter_id) : who === 'employer' ? Number(row.author_id) : null;
  return target === actorId ? null : target;
}

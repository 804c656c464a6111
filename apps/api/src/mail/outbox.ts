import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import {
  claimMailRow,
  claimNextMail,
  enqueueMail,
  markMailSent,
  recordMailFailure,
  type ClaimedMail,
  type OutgoingMail,
} from './outbox.queries';

export type { ClaimedMail, OutgoingMail };
/** Queues a mail in the caller's transaction: it goes out only if the change that caused it commits. */
export { enqueueMail };

/** Delivers one mail; throws on failure. An SMTP sender implements this where one is configured. */
export type MailSender = (mail: OutgoingMail & { id: number }) => Promise<void>;

/** Without SMTP, mails are written to the log in a readable form (and marked sent). */
export const logSender =
  (log: FastifyBaseLogger): MailSender =>
  async (mail) => {
    log.info(
      { mail: { id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject } },
      `mail to ${mail.to}: ${mail.subject}\n${mail.text}`,
    );
  };

/** Attempts before a mail is marked failed. */
export const MAX_MAIL_ATTEMPTS = 5;
/**
 * How long a claimed mail stays reserved for the sender that claimed it: a sender that dies
 * mid-send (the process killed) leaves it to be taken over after this.
 */
export const LEASE_SECONDS = 300;

export interface DrainOptions {
  /** At most this many mails per call. @default 20 */
  batch?: number;
  /** Seconds to wait before trying a mail again after its n-th failed attempt. @default 30 s, doubling */
  retryDelaySeconds?: (attempts: number) => number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** The default wait before retrying after the n-th failed attempt: 30 s, doubling. */
export const defaultRetryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

/**
 * Claims mail `id` for sending when it is due (status 'sending', one more attempt, a lease), in one
 * statement: of any number of callers at once, one gets the mail, the others nothing. Nothing for
 * a mail already sent, failed, not yet due, or under another sender's lease.
 */
export async function claimMail(db: Pick<Database, 'query'>, id: number): Promise<ClaimedMail | undefined> {
  return claimMailRow(db, id, LEASE_SECONDS);
}

/** Sends a claimed mail and records the outcome: sent, queued again after a delay, or failed for good. */
export async function sendClaimedMail(
  db: Pick<Database, 'query'>,
  mail: ClaimedMail,
  send: MailSender,
  retryDelaySeconds: (attempts: number) => number = defaultRetryDelaySeconds,
): Promise<{ sent: true } | { sent: false; retryAt: Date | null }> {
  try {
    await send({
      id: Number(mail.id),
      kind: mail.kind,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
      html: mail.body_html,
    });
  } catch (error) {
    const final = mail.attempts >= MAX_MAIL_ATTEMPTS;
    const row = await recordMailFailure(
      db,
      mail.id,
      final ? 'failed' : 'queued',
      String(error).slice(0, 2000),
      final ? 0 : retryDelaySeconds(mail.attempts),
    );
    return { sent: false, retryAt: final || !row ? null : new Date(row.next_attempt_at) };
  }
  await markMailSent(db, mail.id);
  return { sent: true };
}

/**
 * Sends due mails, one at a time (the outbox on PGlite; on PostgreSQL the job queue of `queue.ts`
 * sends them). Each is claimed in one statement (`FOR UPDATE SKIP LOCKED`, then status 'sending'
 * with a lease), so several drains can run on one outbox without sending a mail twice; the sending
 * itself runs outside any transaction, so a slow SMTP server never holds a database connection or
 * (on PGlite) blocks other queries. A failure counts an attempt and queues the mail again after a
 * growing delay; the fifth failed attempt marks it failed.
 */
export async function drainOutbox(
  db: Pick<Database, 'query'>,
  send: MailSender,
  { batch = 20, retryDelaySeconds = defaultRetryDelaySeconds }: DrainOptions = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let i = 0; i < batch; i++) {
    const mail = await claimNextMail(db, LEASE_SECONDS);
    if (!mail) break;
    if ((await sendClaimedMail(db, mail, send, retryDelaySeconds)).sent) result.sent++;
    else result.failed++;
  }
  return result;
}

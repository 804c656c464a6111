import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Queues a mail in the caller's transaction: it goes out only if the change that caused it commits. */
export async function enqueueMail(db: Pick<Database, 'query'>, mail: OutgoingMail): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO mail_outbox (kind, to_address, subject, body_text, body_html) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return Number(row!.id);
}

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
/** How long a claimed mail stays reserved for the worker that claimed it. */
const LEASE_SECONDS = 300;

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

interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
}

/**
 * Sends due mails, one at a time. Each is claimed in one statement (`FOR UPDATE SKIP LOCKED`, then
 * status 'sending' with a lease), so several workers or server processes can drain one outbox without
 * sending a mail twice; the sending itself runs outside any transaction, so a slow SMTP server never
 * holds a database connection or (on PGlite) blocks other queries. A failure counts an attempt and
 * queues the mail again after a growing delay; the fifth failed attempt marks it failed.
 */
export async function drainOutbox(
  db: Pick<Database, 'query'>,
  send: MailSender,
  { batch = 20, retryDelaySeconds = (attempts) => 30 * 2 ** (attempts - 1) }: DrainOptions = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (let i = 0; i < batch; i++) {
    const [mail] = await db.query<ClaimedMail>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
        WHERE id = (SELECT id FROM mail_outbox
                     WHERE (status = 'queued' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now())
                     ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, to_address, subject, body_text, body_html, attempts`,
      [LEASE_SECONDS],
    );
    if (!mail) break;
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
      await db.query(
        `UPDATE mail_outbox SET status = $2, last_error = $3, locked_until = NULL,
                next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1`,
        [mail.id, final ? 'failed' : 'queued', String(error).slice(0, 2000), final ? 0 : retryDelaySeconds(mail.attempts)],
      );
      result.failed++;
      continue;
    }
    await db.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL WHERE id = $1", [mail.id]);
    result.sent++;
  }
  return result;
}

/** The SQL of the mail outbox (outbox.ts): the rows are `ClaimedMail`s. */
import type { Queryable } from '../db/database';

/** A mail to send: what the outbox holds of it. */
export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** A mail claimed for sending. */
export interface ClaimedMail {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
}

const CLAIMED = 'RETURNING id, kind, to_address, subject, body_text, body_html, attempts';
/** A mail that is due: queued and past its retry time, or claimed by a sender whose lease ran out. */
const DUE = `((status = 'queued' AND next_attempt_at <= now()) OR (status = 'sending' AND locked_until < now()))`;

/** Queues a mail in the caller's transaction: it goes out only if the change that caused it commits. */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO mail_outbox (kind, to_address, subject, body_text, body_html) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.kind, mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return Number(row!.id);
}

/** Claims mail `id` when it is due (status 'sending', one more attempt, a lease of `leaseSeconds`); nothing otherwise. */
export async function claimMailRow(db: Queryable, id: number, leaseSeconds: number): Promise<ClaimedMail | undefined> {
  const [mail] = await db.query<ClaimedMail>(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => $2)
      WHERE id = $1 AND ${DUE} ${CLAIMED}`,
    [id, leaseSeconds],
  );
  return mail;
}

/** Claims the first due mail that no other sender holds locked, as {@link claimMailRow} does; nothing when none is due. */
export async function claimNextMail(db: Queryable, leaseSeconds: number): Promise<ClaimedMail | undefined> {
  const [mail] = await db.query<ClaimedMail>(
    `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => $1)
      WHERE id = (SELECT id FROM mail_outbox WHERE ${DUE} ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED) ${CLAIMED}`,
    [leaseSeconds],
  );
  return mail;
}

/** Records a failed send: queued again after `retryDelaySeconds`, or failed for good; the next attempt's time. */
export async function recordMailFailure(
  db: Queryable,
  id: string,
  status: 'queued' | 'failed',
  error: string,
  retryDelaySeconds: number,
): Promise<{ next_attempt_at: Date } | undefined> {
  const [row] = await db.query<{ next_attempt_at: Date }>(
    `UPDATE mail_outbox SET status = $2, last_error = $3, locked_until = NULL,
            next_attempt_at = now() + make_interval(secs => $4) WHERE id = $1 RETURNING next_attempt_at`,
    [id, status, error, retryDelaySeconds],
  );
  return row;
}

/** Records a mail sent. */
export async function markMailSent(db: Queryable, id: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL WHERE id = $1", [id]);
}

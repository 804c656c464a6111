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

/**
 * Sends queued mails. Each is claimed with FOR UPDATE SKIP LOCKED, so several server processes can
 * drain one outbox without sending a mail twice.
 */
export async function drainOutbox(db: Database, send: MailSender, batch = 20): Promise<number> {
  let sent = 0;
  for (let i = 0; i < batch; i++) {
    const done = await db.transaction(async (tx) => {
      const [mail] = await tx.query<{
        id: string;
        kind: string;
        to_address: string;
        subject: string;
        body_text: string;
        body_html: string | null;
      }>(
        `SELECT id, kind, to_address, subject, body_text, body_html FROM mail_outbox
          WHERE status = 'queued' ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!mail) return false;
      try {
        await send({
          id: Number(mail.id),
          kind: mail.kind,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.body_text,
          html: mail.body_html,
        });
        await tx.query("UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = $1", [mail.id]);
      } catch (error) {
        await tx.query(
          "UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, status = CASE WHEN attempts + 1 >= 5 THEN 'failed' ELSE 'queued' END WHERE id = $1",
          [mail.id, String(error)],
        );
      }
      return true;
    });
    if (!done) break;
    sent++;
  }
  return sent;
}

/** The SQL of the mail queue (queue.ts): graphile-worker's jobs for the mails of the outbox. */
import type pg from 'pg';
import type { Queryable } from '../db/database';

/** graphile-worker's task that sends one mail of the outbox: payload `{ id }`. */
export const SEND_MAIL_TASK = 'mandate_send_mail';
/** Job attempts for errors other than the mail's own (the database unreachable mid-job). */
const JOB_ATTEMPTS = 10;

/**
 * Every mail inserted into the outbox gets a job in the same transaction, so a mail is queued
 * exactly when the change that caused it commits, whatever code inserts it. Keyed by the mail, so
 * adding it again (the sweep) replaces the waiting job instead of doubling it.
 */
const INSTALL_TRIGGER = [
  `CREATE OR REPLACE FUNCTION mandate_mail_job() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM graphile_worker.add_job('${SEND_MAIL_TASK}', json_build_object('id', NEW.id),
       job_key := 'mail:' || NEW.id, max_attempts := ${JOB_ATTEMPTS});
     RETURN NULL;
   END;
   $$`,
  'CREATE OR REPLACE TRIGGER mail_outbox_job AFTER INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION mandate_mail_job()',
];

/**
 * A job for every due mail that has no job waiting: mails queued before the trigger existed, and
 * mails whose sender died mid-send (lease over; its job stays locked by graphile-worker for 4 hours).
 * Adding with the key of a job that is running gives the mail a second job; the claim in
 * `claimMail` lets only one of them send.
 */
const SWEEP = `SELECT count(graphile_worker.add_job('${SEND_MAIL_TASK}', json_build_object('id', m.id),
    run_at := greatest(m.next_attempt_at, now()), job_key := 'mail:' || m.id, job_key_mode := 'preserve_run_at',
    max_attempts := ${JOB_ATTEMPTS}))::integer AS added
  FROM mail_outbox m
 WHERE (m.status = 'queued' OR (m.status = 'sending' AND m.locked_until < now()))
   AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.key = 'mail:' || m.id AND j.locked_at IS NULL)`;

/** The queue's pool as a `Queryable`: each statement on a connection of the pool, answering its rows. */
export const poolQueryable = (pool: pg.Pool): Queryable => ({ query: async (sql, params) => (await pool.query(sql, params)).rows });

/** Waits for the advisory lock `key` on this connection. */
export async function advisoryLock(client: pg.ClientBase, key: number): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [key]);
}

/** Releases the advisory lock `key` held by this connection. */
export async function advisoryUnlock(client: pg.ClientBase, key: number): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1)', [key]);
}

/** Installs (or replaces) the trigger that gives every new mail of the outbox its job. */
export async function installMailJobTrigger(client: pg.ClientBase): Promise<void> {
  for (const statement of INSTALL_TRIGGER) await client.query(statement);
}

/** Gives mail `id` a job at `runAt` (replacing its waiting job). */
export async function addMailJob(db: Queryable, id: number, runAt: Date): Promise<void> {
  await db.query(
    `SELECT graphile_worker.add_job($1, json_build_object('id', $2::bigint), run_at := $3, job_key := 'mail:' || $2::bigint,
            max_attempts := $4)`,
    [SEND_MAIL_TASK, id, runAt, JOB_ATTEMPTS],
  );
}

/** Gives a job to every due mail without one waiting; how many got one. */
export async function sweepMailJobs(db: Queryable): Promise<number> {
  return (await db.query<{ added: number }>(SWEEP))[0]?.added ?? 0;
}

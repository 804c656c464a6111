import type { FastifyBaseLogger } from 'fastify';
import { Logger, run, runMigrations, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import { claimMail, defaultRetryDelaySeconds, sendClaimedMail, type MailSender } from './outbox';
import {
  addMailJob,
  advisoryLock,
  advisoryUnlock,
  installMailJobTrigger,
  poolQueryable,
  SEND_MAIL_TASK,
  sweepMailJobs,
} from './queue.queries';

/** graphile-worker's task that sends one mail of the outbox: payload `{ id }`. */
export { SEND_MAIL_TASK };
/** The task (every minute, and at start) that gives a job to every due mail that has none. */
export const SWEEP_TASK = 'mandate_mail_sweep';
/** Held while installing the queue's schema and trigger, so processes starting at once take turns. */
const INSTALL_LOCK = 727_002;

export interface MailQueue {
  /** Gives a job to every due mail without one (also run every minute by one of the processes). */
  sweep(): Promise<number>;
  /** Takes no more jobs, waits for the mails being sent, and closes its connections. */
  stop(): Promise<void>;
}

export interface MailQueueOptions {
  /** The PostgreSQL database of the outbox. */
  url: string;
  send: MailSender;
  log: FastifyBaseLogger;
  /** Mails sent at once by this process. @default 4 */
  concurrency?: number;
  /** @default 30 s, doubling */
  retryDelaySeconds?: (attempts: number) => number;
  /** Scheduled work run by one of the processes (graphile-worker's crontab), e.g. the message digests. */
  periodic?: readonly PeriodicTask[];
}

/** Work run on a schedule by one process of many (a crontab line on PostgreSQL, a timer on PGlite). */
export interface PeriodicTask {
  /** The task's name (graphile-worker's task identifier). */
  name: string;
  /** When, as a crontab schedule (every quarter hour: `0,15,30,45 * * * *`), on PostgreSQL. */
  cron: string;
  /** How often the PGlite process runs it. */
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Outgoing mail on PostgreSQL (decision 0024): the outbox table stays the record of every mail and
 * the guard against sending one twice (a job claims its mail in one statement, `claimMail`); the
 * jobs of graphile-worker decide when and where each is sent. Any number of processes run this:
 * a new job is picked up at once through LISTEN/NOTIFY by one of them, a failed send is retried as
 * a new job at the mail's next attempt time, and a process that stops finishes the mails it is
 * sending first. On PGlite the outbox is drained by `worker.ts` instead.
 */
export async function startMailQueue({
  url,
  send,
  log,
  concurrency = 4,
  retryDelaySeconds = defaultRetryDelaySeconds,
  periodic = [],
}: MailQueueOptions): Promise<MailQueue> {
  const pool = new pg.Pool({ connectionString: url, max: concurrency + 2, application_name: 'mandate-mail' });
  pool.on('error', (error) => log.warn(`mail queue connection lost: ${error.message}`));
  // A checked-out connection that fails emits on itself, not on the pool (graphile-worker asks for both).
  pool.on('connect', (client) => client.on('error', (error) => log.warn(`mail queue connection lost: ${error.message}`)));
  const db = poolQueryable(pool);
  const logger = new Logger((scope) => (level, message, meta) => {
    const line = { scope, ...meta };
    if (level === 'error') log.error(line, message);
    else if (level === 'warning') log.warn(line, message);
    else if (level === 'info') log.info(line, message);
    else log.debug(line, message);
  });

  const lock = await pool.connect();
  try {
    await advisoryLock(lock, INSTALL_LOCK);
    await runMigrations({ pgPool: pool, logger });
    await installMailJobTrigger(lock);
  } finally {
    await advisoryUnlock(lock, INSTALL_LOCK).catch(() => undefined);
    lock.release();
  }

  const sendMail: Task = async (payload) => {
    const id = Number((payload as { id?: unknown } | null)?.id);
    if (!Number.isSafeInteger(id)) return;
    const mail = await claimMail(db, id);
    if (!mail) return; // sent, failed for good, not due yet, or another sender's
    const outcome = await sendClaimedMail(db, mail, send, retryDelaySeconds);
    if (!outcome.sent && outcome.retryAt) await addMailJob(db, id, outcome.retryAt);
  };
  const sweep = () => sweepMailJobs(db);

  const runner: Runner = await run({
    pgPool: pool,
    concurrency,
    noHandleSignals: true,
    pollInterval: 2_000,
    logger,
    taskList: {
      [SEND_MAIL_TASK]: sendMail,
      [SWEEP_TASK]: async () => void (await sweep()),
      ...Object.fromEntries(periodic.map((task): [string, Task] => [task.name, async () => void (await task.run())])),
    },
    crontab: [`* * * * * ${SWEEP_TASK}`, ...periodic.map((task) => `${task.cron} ${task.name}`)].join('\n'),
    // Finished jobs are deleted in batches (those of one tick): a round trip less per mail. A job
    // whose mail was sent but not yet deleted when its process dies is run again after graphile's
    // 4 hours and finds its mail sent.
    preset: { worker: { completeJobBatchDelay: 0 } },
  });
  const added = await sweep();
  if (added) log.info({ added }, 'mail queue: due mails without a job queued again');

  let stopping: Promise<void> | null = null;
  return {
    sweep,
    stop() {
      stopping ??= (async () => {
        await runner.stop();
        await pool.end();
      })();
      return stopping;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { drainOutbox, type MailSender } from './outbox';
import type { PeriodicTask } from './queue';

export interface OutboxWorker {
  /** Stops the timer and waits for a drain in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Drains the mail outbox every `intervalMs` (one drain at a time; failures are logged, never thrown).
 */
export function startOutboxWorker({
  db,
  send,
  log,
  intervalMs = 3000,
  periodic = [],
}: {
  db: Pick<Database, 'query'>;
  send: MailSender;
  log: FastifyBaseLogger;
  intervalMs?: number;
  /** Scheduled work (the message digests), each on its own timer, one run at a time. */
  periodic?: readonly PeriodicTask[];
}): OutboxWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = drainOutbox(db, send)
      .then(({ sent, failed }) => {
        if (sent || failed) log.info({ sent, failed }, 'mail outbox drained');
      })
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox drain failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  const scheduled = periodic.map((task) => {
    let busy: Promise<void> | null = null;
    const runTask = () => {
      if (busy || stopped) return;
      busy = task
        .run()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error, task: task.name }, 'scheduled task failed'))
        .finally(() => {
          busy = null;
        });
    };
    const every = setInterval(runTask, task.everyMs);
    every.unref();
    return { every, idle: () => busy };
  });
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const task of scheduled) clearInterval(task.every);
      await running;
      await Promise.all(scheduled.map((task) => task.idle()));
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { drainOutbox, type MailSender } from './outbox';

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
}: {
  db: Pick<Database, 'query'>;
  send: MailSender;
  log: FastifyBaseLogger;
  intervalMs?: number;
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
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

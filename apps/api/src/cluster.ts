import cluster, { type Worker } from 'node:cluster';

export interface Supervisor {
  /** Resolves when every worker listens; rejects when one exits before. */
  ready: Promise<void>;
  /** Asks every worker to stop (SIGTERM: finish requests and mails in flight) and waits for them. */
  stop(): Promise<void>;
}

/**
 * Runs `count` server processes with node:cluster (this process is the primary: it serves nothing;
 * the workers share the port, and the primary hands out connections round-robin). A worker that
 * exits after the start is replaced after `restartDelayMs`; one that exits before every worker
 * listens fails the start.
 */
export function superviseWorkers({
  count,
  restartDelayMs = 1_000,
  log = (message: string) => console.error(message),
}: {
  count: number;
  restartDelayMs?: number;
  log?: (message: string) => void;
}): Supervisor {
  let stopping = false;
  let started = false;
  let listening = 0;
  const workers = new Set<Worker>();
  let resolveReady!: () => void;
  let rejectReady!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  let resolveStopped!: () => void;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));

  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.once('listening', () => {
      listening += 1;
      if (!started && listening === count) {
        started = true;
        resolveReady();
      }
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) resolveStopped();
        return;
      }
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!started) {
        rejectReady(new Error(`a server process exited (${how}) before the server was ready`));
        void stop();
        return;
      }
      log(`server process ${worker.process.pid} exited (${how}); starting another in ${restartDelayMs} ms`);
      setTimeout(() => {
        if (!stopping) fork();
      }, restartDelayMs);
    });
  };

  const stop = (): Promise<void> => {
    if (!stopping) {
      stopping = true;
      if (workers.size === 0) resolveStopped();
      for (const worker of workers) worker.process.kill('SIGTERM');
    }
    return stopped;
  };

  for (let i = 0; i < count; i++) fork();
  return { ready, stop };
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { FileStorage } from './storage';
import { deleteUnheldFiles, lockUnheldFiles } from './cleanup.queries';

/** How long an upload may wait for the record it was made for. */
export const UNLINKED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface RemoveUnlinkedUploadsOptions {
  /** @default UNLINKED_UPLOAD_TTL_MS (a day) */
  olderThanMs?: number;
  /** Files removed per transaction. @default 200 */
  batchSize?: number;
}

/**
 * Removes uploads that no record holds and that are older than a day (issue 20): their rows, then
 * their bytes. Rows go in batches, each in a transaction that locks the files it takes (skipping
 * any locked by a request that is linking them) and checks again under the lock, so a file linked
 * meanwhile stays. Bytes are deleted after the commit: a failure there leaves stray bytes, never a
 * row without its bytes. One call, no timer: a scheduler or job queue runs it.
 */
export async function removeUnlinkedUploads(
  db: Pick<Database, 'transaction'>,
  storage: FileStorage,
  { olderThanMs = UNLINKED_UPLOAD_TTL_MS, batchSize = 200 }: RemoveUnlinkedUploadsOptions = {},
): Promise<{ removed: number; bytesNotDeleted: number }> {
  let removed = 0;
  let bytesNotDeleted = 0;
  for (;;) {
    const { taken, keys } = await db.transaction(async (tx) => {
      const rows = await lockUnheldFiles(tx, olderThanMs / 1000, batchSize);
      if (rows.length === 0) return { taken: 0, keys: [] };
      const deleted = await deleteUnheldFiles(
        tx,
        rows.map((r) => r.id),
      );
      return { taken: rows.length, keys: deleted.map((r) => r.storage_key) };
    });
    for (const key of keys) {
      try {
        await storage.delete(key);
      } catch {
        bytesNotDeleted++;
      }
    }
    removed += keys.length;
    if (taken < batchSize) return { removed, bytesNotDeleted };
  }
}

export interface UploadCleanup {
  /** Stops the timer and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs {@link removeUnlinkedUploads} every `intervalMs` (one run at a time; failures are logged,
 * never thrown), the way the mail outbox worker drains the outbox.
 */
export function startUploadCleanup({
  db,
  storage,
  log,
  intervalMs = 60 * 60 * 1000,
}: {
  db: Pick<Database, 'transaction'>;
  storage: FileStorage;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): UploadCleanup {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = removeUnlinkedUploads(db, storage)
      .then(({ removed, bytesNotDeleted }) => {
        if (removed || bytesNotDeleted) log.info({ removed, bytesNotDeleted }, 'unlinked uploads removed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'removing unlinked uploads failed'))
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

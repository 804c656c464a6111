import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { FileStorage } from './storage';

/** How long an upload may wait for the record it was made for. */
export const UNLINKED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** A file nobody holds: no link to a record, no picture owner, not a picture or consent column's value. */
const UNHELD = `f.owner_type IS NULL
  AND NOT EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM candidate_consents cc WHERE cc.file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.logo_file_id = f.id)`;

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
      const rows = await tx.query<{ id: string }>(
        `SELECT f.id FROM files f
          WHERE f.created_at < now() - make_interval(secs => $1) AND ${UNHELD}
          ORDER BY f.created_at LIMIT $2 FOR UPDATE OF f SKIP LOCKED`,
        [olderThanMs / 1000, batchSize],
      );
      if (rows.length === 0) return { taken: 0, keys: [] };
      const deleted = await tx.query<{ storage_key: string }>(
        `DELETE FROM files f WHERE f.id = ANY($1::bigint[]) AND ${UNHELD} RETURNING f.storage_key`,
        [rows.map((r) => r.id)],
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

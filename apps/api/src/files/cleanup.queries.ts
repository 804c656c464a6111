/** The SQL of the removal of unlinked uploads (cleanup.ts): files that no record holds. */
import type { Queryable } from '../db/database';

/** A file nobody holds: no link to a record, no picture owner, not a picture or consent column's value. */
const UNHELD = `f.owner_type IS NULL
  AND NOT EXISTS (SELECT 1 FROM file_links l WHERE l.file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM candidate_consents cc WHERE cc.file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM users u WHERE u.avatar_file_id = f.id)
  AND NOT EXISTS (SELECT 1 FROM organizations o WHERE o.logo_file_id = f.id)`;

/**
 * At most `limit` files nobody holds, uploaded more than `olderThanSeconds` ago, oldest first,
 * locked until the transaction ends (files another transaction holds locked are skipped).
 */
export function lockUnheldFiles(tx: Queryable, olderThanSeconds: number, limit: number): Promise<{ id: string }[]> {
  return tx.query<{ id: string }>(
    `SELECT f.id FROM files f
      WHERE f.created_at < now() - make_interval(secs => $1) AND ${UNHELD}
      ORDER BY f.created_at LIMIT $2 FOR UPDATE OF f SKIP LOCKED`,
    [olderThanSeconds, limit],
  );
}

/** Deletes the rows of the files `ids` that nobody holds still; their storage keys. */
export function deleteUnheldFiles(tx: Queryable, ids: string[]): Promise<{ storage_key: string }[]> {
  return tx.query<{ storage_key: string }>(`DELETE FROM files f WHERE f.id = ANY($1::bigint[]) AND ${UNHELD} RETURNING f.storage_key`, [
    ids,
  ]);
}

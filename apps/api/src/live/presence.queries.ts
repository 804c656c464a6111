/** The SQL of who is online (presence.ts): one `live_presence` row per open event stream. */
import type { Queryable } from '../db/database';

/** A row older than this belongs to a stream that is gone. */
export const PRESENCE_TTL_SECONDS = 60;

/** Records an open stream of a user. */
export async function streamOpened(db: Queryable, streamId: string, userId: number): Promise<void> {
  await db.query('INSERT INTO live_presence (stream_id, user_id) VALUES ($1, $2) ON CONFLICT (stream_id) DO UPDATE SET seen_at = now()', [
    streamId,
    userId,
  ]);
}

/** Removes a closed stream. */
export async function streamClosed(db: Queryable, streamId: string): Promise<void> {
  await db.query('DELETE FROM live_presence WHERE stream_id = $1', [streamId]);
}

/** Refreshes the rows of streams still open, and drops rows that expired (a process that died). */
export async function refreshStreams(db: Queryable, streamIds: readonly string[]): Promise<void> {
  if (streamIds.length) await db.query('UPDATE live_presence SET seen_at = now() WHERE stream_id = ANY($1::uuid[])', [[...streamIds]]);
  await db.query(`DELETE FROM live_presence WHERE seen_at < now() - interval '${PRESENCE_TTL_SECONDS * 5} seconds'`);
}

/**
 * The SQL condition "the user in `userColumn` has an open event stream now", for a query that picks
 * who to tell (the one definition of online).
 */
export const isOnlineSql = (userColumn: string) =>
  `EXISTS (SELECT 1 FROM live_presence lp WHERE lp.user_id = ${userColumn} AND lp.seen_at > now() - interval '${PRESENCE_TTL_SECONDS} seconds')`;

/** The SQL of live events (live.events.ts, live.hub.ts): notifications, a thread's participants, sessions still valid. */
import type { Queryable } from '../db/database';

/** Sends `payload` on `channel` at the commit of `tx` (`pg_notify`). */
export async function notifyChannel(tx: Queryable, channel: string, payload: string): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [channel, payload]);
}

/** Every participant of a thread (also those who deleted it for themselves). */
export function threadParticipants(tx: Queryable, threadId: number): Promise<{ user_id: string }[]> {
  return tx.query<{ user_id: string }>('SELECT user_id FROM inbox_participants WHERE thread_id = $1', [threadId]);
}

/** Of these sessions, those not revoked whose user may still sign in. */
export function validSessions(db: Queryable, sessionIds: string[]): Promise<{ id: string }[]> {
  return db.query<{ id: string }>(
    `SELECT s.id FROM auth_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ANY($1::uuid[]) AND s.revoked_at IS NULL AND u.status NOT IN ('blocked', 'deleted')`,
    [sessionIds],
  );
}

/**
 * Live events (issue 17 point 2): a change in a thread reaches the open screens of its participants
 * without a reload. A change publishes a notification on channel `mandate_live` inside its own
 * transaction: PostgreSQL (and PGlite) deliver it at the commit, to every server process listening
 * on the database, and never for a transaction rolled back. Each process's hub (live.hub.ts) hands
 * it to the event streams of the users it names.
 */
import type { LiveEvent } from '@mandate/domain';
import type { Queryable } from '../db/database';
import { notifyChannel, threadParticipants } from './live.queries';

export const LIVE_CHANNEL = 'mandate_live';

/** What a notification carries: the users to tell (`u`) and the event (`e`). */
export interface LiveNotification {
  u: number[];
  e: LiveEvent;
}

/** At most this many user ids in one notification (PostgreSQL's payload limit is 8,000 bytes). */
const USERS_PER_NOTIFICATION = 400;

/** Notifies `userIds` of `event` at the commit of `tx`. */
export async function publishLive(tx: Queryable, userIds: readonly number[], event: LiveEvent): Promise<void> {
  const users = [...new Set(userIds)];
  for (let i = 0; i < users.length; i += USERS_PER_NOTIFICATION) {
    const payload: LiveNotification = { u: users.slice(i, i + USERS_PER_NOTIFICATION), e: event };
    await notifyChannel(tx, LIVE_CHANNEL, JSON.stringify(payload));
  }
}

/** Notifies every participant of the thread (also those who deleted it for themselves). */
export async function publishToThread(tx: Queryable, threadId: number, event: LiveEvent): Promise<void> {
  const rows = await threadParticipants(tx, threadId);
  await publishLive(
    tx,
    rows.map((r) => Number(r.user_id)),
    event,
  );
}

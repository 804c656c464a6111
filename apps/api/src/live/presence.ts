/**
 * Who is online (issue 17 point 1, decision 0034): a user with an open event stream
 * (`GET /api/live/events`) in any server process. Each stream has a row in `live_presence`, written
 * before its `ready` event and removed when it closes; the process refreshes its streams' rows
 * every {@link PRESENCE_REFRESH_MS}, so the rows of a process that died without closing them stop
 * counting after {@link PRESENCE_TTL_SECONDS}. The check reads the table in the caller's
 * transaction: the same answer from every process on one PostgreSQL. The statements are in
 * presence.queries.ts.
 */
export { isOnlineSql, PRESENCE_TTL_SECONDS, refreshStreams, streamClosed, streamOpened } from './presence.queries';

/** How often a process refreshes the rows of its open streams. */
export const PRESENCE_REFRESH_MS = 20_000;

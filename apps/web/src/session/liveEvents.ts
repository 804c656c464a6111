import { isLiveEvent } from '@mandate/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { queryKeys } from '../data/queryKeys';
import { readEventStream, reconnectDelay } from './eventStream';
import { loadSessionQueriesAtom, refreshCountersAtom } from './session';
import { apiAtom, tokenAtom } from './tokens';

/**
 * Live updates (issue 17 point 2, decision 0029): one server-sent event stream per signed-in
 * session, `GET /api/live/events`, read through the API client's fetch (`api.stream`) rather than
 * an EventSource, which cannot send the `Token` header (a token in the URL would reach logs). Each event of the user's
 * threads invalidates the inbox (list, open thread, conversations) and the counters, so what is on
 * screen refetches; so does every (re)connection, for the events it may have missed. A dropped
 * stream reconnects after 1, 2, 4 … 30 s (with jitter); a refused one (401: the access token
 * expired) first lets the API client refresh the session, and a session gone for good stops it.
 */

export type LiveState = 'off' | 'connecting' | 'open' | 'waiting';
const liveStateStoreAtom = atom<LiveState>('off');
liveStateStoreAtom.debugLabel = 'liveStateStore';
/** Whether the stream is open (tests and a status hint read it). */
export const liveStateAtom = atom((get) => get(liveStateStoreAtom));
liveStateAtom.debugLabel = 'liveState';

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

async function connect(get: Getter, set: Setter, signal: AbortSignal): Promise<void> {
  const queries = await set(loadSessionQueriesAtom);
  const client = get(queries.queryClientAtom);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.inboxAll });
    void client.invalidateQueries({ queryKey: queryKeys.countersAll });
  };
  let attempt = 0;
  while (!signal.aborted) {
    const token = get(tokenAtom);
    if (!token) break;
    set(liveStateStoreAtom, 'connecting');
    try {
      const response = await get(apiAtom).stream('/live/events', { signal });
      if (response.status === 401) {
        // The access token expired: a call through the API client refreshes it (or ends the session).
        await set(refreshCountersAtom).catch(() => undefined);
      } else if (response.status === 200 && response.body) {
        await readEventStream(response.body, (event, data) => {
          if (event === 'ready') {
            attempt = 0;
            set(liveStateStoreAtom, 'open');
            refresh();
            return;
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(data);
          } catch {
            return;
          }
          if (isLiveEvent(parsed)) refresh();
        });
      }
    } catch {
      // A dropped connection or the abort: try again below (or stop).
    }
    if (signal.aborted) break;
    set(liveStateStoreAtom, 'waiting');
    await sleep(reconnectDelay(attempt++), signal);
  }
  set(liveStateStoreAtom, 'off');
}

/**
 * The session's live connection: open while mounted (the shell mounts it for a signed-in user,
 * anew for another user), closed when unmounted.
 */
export const liveConnectionAtom = atom(null, (get, set, signal: AbortSignal) => void connect(get, set, signal));
liveConnectionAtom.debugLabel = 'liveConnection';
liveConnectionAtom.onMount = (run) => {
  const controller = new AbortController();
  run(controller.signal);
  return () => controller.abort();
};

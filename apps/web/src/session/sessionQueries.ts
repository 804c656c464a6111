import { getCurrentUser, getUserCounters, type ApiClient } from '@mandate/api-client';
import type { CurrentUser } from '@mandate/domain';
import { QueryClient } from '@tanstack/react-query';
import type { Atom } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { queryKeys } from '../data/queryKeys';
import { apiAtom, hasSessionAtom } from './tokens';

/**
 * The query half of the session (000 §4, 001 §2.2): TanStack Query through jotai-tanstack-query.
 * Loaded by session.ts with the first session and read only through its atoms (currentUserAtom,
 * countersAtom), so the query library is not part of a first visit without one.
 */
export { queryClientAtom };

/** A query client of its own for each store (the library's default atom would share one). */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** The signed-in user's query: for its atom, and for the fetch at start (prefetchSession). */
function currentUserQuery(signedIn: boolean, api: ApiClient) {
  return {
    queryKey: queryKeys.currentUser(signedIn),
    // A stale session at start is not an error to show: the guard sends the user to login when needed.
    queryFn: async (): Promise<CurrentUser | null> => (signedIn ? getCurrentUser(api, { skipErrorHandler: [401] }) : null),
    staleTime: 60_000,
  };
}

/** The signed-in user's counters' query. */
function countersQuery(signedIn: boolean, api: ApiClient) {
  return {
    queryKey: queryKeys.counters(signedIn),
    queryFn: async () => (signedIn ? getUserCounters(api) : null),
    enabled: signedIn,
  };
}

/** The signed-in user, fetched at start and after login; keyed by the session. */
export const currentUserQueryAtom = atomWithQuery<CurrentUser | null>((get) => currentUserQuery(get(hasSessionAtom), get(apiAtom)));
currentUserQueryAtom.debugLabel = 'currentUserQuery';

/** The signed-in user's counters. */
export const countersQueryAtom = atomWithQuery((get) => countersQuery(get(hasSessionAtom), get(apiAtom)));
countersQueryAtom.debugLabel = 'countersQuery';

/** The signed-in user: the answer of the query started at start, or a new fetch. */
export function fetchCurrentUser(store: { get: <T>(atom: Atom<T>) => T }): Promise<CurrentUser | null> {
  return store.get(queryClientAtom).fetchQuery(currentUserQuery(store.get(hasSessionAtom), store.get(apiAtom)));
}

/**
 * With a stored session at start: the user and the counters are asked for as soon as the query
 * client exists, while the screen's chunk still loads — not once the dashboard guard has rendered
 * (decision 0035: the session check no longer runs before the screen's chunk).
 */
export function prefetchSession(client: QueryClient, api: ApiClient) {
  void client.prefetchQuery(currentUserQuery(true, api));
  void client.prefetchQuery(countersQuery(true, api));
}

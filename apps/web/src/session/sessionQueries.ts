import { getCurrentUser, getUserCounters } from '@mandate/api-client';
import type { CurrentUser } from '@mandate/domain';
import { QueryClient } from '@tanstack/react-query';
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

/** The signed-in user, fetched at start and after login; keyed by the session. */
export const currentUserQueryAtom = atomWithQuery<CurrentUser | null>((get) => {
  const signedIn = get(hasSessionAtom);
  const api = get(apiAtom);
  return {
    queryKey: queryKeys.currentUser(signedIn),
    // A stale session at start is not an error to show: the guard sends the user to login when needed.
    queryFn: async () => (signedIn ? getCurrentUser(api, { skipErrorHandler: [401] }) : null),
    staleTime: 60_000,
  };
});
currentUserQueryAtom.debugLabel = 'currentUserQuery';

/** The signed-in user's counters. */
export const countersQueryAtom = atomWithQuery((get) => {
  const signedIn = get(hasSessionAtom);
  const api = get(apiAtom);
  return {
    queryKey: queryKeys.counters(signedIn),
    queryFn: async () => (signedIn ? getUserCounters(api) : null),
    enabled: signedIn,
  };
});
countersQueryAtom.debugLabel = 'countersQuery';

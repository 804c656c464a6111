import { getCurrentUser, getUserCounters } from '@mandate/api-client';
import type { CurrentUser } from '@mandate/domain';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { api, hasSessionAtom } from './session';

/**
 * The query half of the session (000 §4, 001 §2.2): TanStack Query through jotai-tanstack-query.
 * Loaded by session.ts with the first session and read only through its atoms (currentUserAtom,
 * countersAtom), so the query library is not part of a first visit without one.
 */
export { queryClientAtom };

/** The signed-in user, fetched at start and after login; keyed by the session. */
export const currentUserQueryAtom = atomWithQuery<CurrentUser | null>((get) => {
  const signedIn = get(hasSessionAtom);
  return {
    queryKey: ['current-user', signedIn],
    // A stale session at start is not an error to show: the guard sends the user to login when needed.
    queryFn: async () => (signedIn ? getCurrentUser(api, { skipErrorHandler: [401] }) : null),
    retry: false,
    staleTime: 60_000,
  };
});
currentUserQueryAtom.debugLabel = 'currentUserQuery';

/** The signed-in user's counters. */
export const countersQueryAtom = atomWithQuery((get) => {
  const signedIn = get(hasSessionAtom);
  return {
    queryKey: ['user-counters', signedIn],
    queryFn: async () => (signedIn ? getUserCounters(api) : null),
    enabled: signedIn,
    retry: false,
    staleTime: 30_000,
  };
});
countersQueryAtom.debugLabel = 'countersQuery';

import type { CurrentUser } from '@mandate/domain';
import { createApiClient, getCurrentUser, loginWithCredentials, logout as logoutCall } from '@mandate/api-client';
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';

/** Plain strings in localStorage under the spec's keys (000 §3). */
const stringStorage = {
  getItem: (key: string, initial: string | null) => localStorage.getItem(key) ?? initial,
  setItem: (key: string, value: string | null) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
  removeItem: (key: string) => localStorage.removeItem(key),
};

const tokenAtom = atomWithStorage<string | null>('token', null, stringStorage, { getOnInit: true });
tokenAtom.debugLabel = 'token';
const refreshTokenAtom = atomWithStorage<string | null>('token.refresh', null, stringStorage, { getOnInit: true });
refreshTokenAtom.debugLabel = 'token.refresh';

const store = getDefaultStore();

/** The one API client of the app: tokens from the session atoms, a refreshed pair written back. */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => store.get(tokenAtom),
  getRefreshToken: () => store.get(refreshTokenAtom),
  onTokens: (pair) => {
    store.set(tokenAtom, pair.token);
    store.set(refreshTokenAtom, pair.refreshToken);
  },
  onSessionCleared: () => {
    store.set(tokenAtom, null);
    store.set(refreshTokenAtom, null);
  },
});

/** Whether there is a session token at all (before the current user has loaded). */
export const hasSessionAtom = atom((get) => get(tokenAtom) !== null);
hasSessionAtom.debugLabel = 'hasSession';

/** The signed-in user, fetched at start and after login (000 §4); keyed by the session. */
export const currentUserAtom = atomWithQuery<CurrentUser | null>((get) => {
  const token = get(tokenAtom);
  return {
    queryKey: ['current-user', token !== null],
    queryFn: async () => (token === null ? null : getCurrentUser(api)),
    retry: false,
    staleTime: 60_000,
  };
});
currentUserAtom.debugLabel = 'currentUser';

/** Logs in with e-mail and password; stores the pair and loads the user. Rejects with the ApiError. */
export const loginAtom = atom(null, async (get, set, credentials: { username: string; password: string }) => {
  const pair = await loginWithCredentials(api, credentials);
  set(tokenAtom, pair.token);
  set(refreshTokenAtom, pair.refreshToken);
  await get(queryClientAtom).invalidateQueries({ queryKey: ['current-user'] });
});
loginAtom.debugLabel = 'login';

/** Ends the session on the server (best effort) and clears it here (000 §4: then go to /). */
export const logoutAtom = atom(null, async (get, set) => {
  try {
    await logoutCall(api);
  } catch {
    // The local session ends either way.
  }
  set(tokenAtom, null);
  set(refreshTokenAtom, null);
  get(queryClientAtom).removeQueries({ queryKey: ['current-user'] });
});
logoutAtom.debugLabel = 'logout';

import type { ApiClient } from '@mandate/api-client';
import type { TokenPair } from '@mandate/domain';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The base of the session: the spec's browser keys (000 §3), the token pair, and the store's API
 * client. Everything that talks to the server reads the client from {@link apiAtom}, so a test
 * store can hold a client of its own (app/store.ts creates the app's).
 */
export const browserKeys = {
  token: 'token',
  refreshToken: 'token.refresh',
  owner: 'owner',
  version: 'version',
  oAuth: 'oAuth',
  registrationStateAgency: 'registration-state-agency',
  recentUsers: 'recent-users',
  contactsCollapsed: 'contacts-collapsed',
} as const;

/** Plain strings in localStorage. */
export const stringStorage = {
  getItem: (key: string, initial: string | null) => localStorage.getItem(key) ?? initial,
  setItem: (key: string, value: string | null) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
  removeItem: (key: string) => localStorage.removeItem(key),
};

/** JSON in localStorage; an unreadable value counts as absent; `null` removes the key. */
export function jsonStorage<T>() {
  return {
    getItem: (key: string, initial: T): T => {
      const raw = localStorage.getItem(key);
      if (raw === null) return initial;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return initial;
      }
    },
    setItem: (key: string, value: T) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, JSON.stringify(value))),
    removeItem: (key: string) => localStorage.removeItem(key),
  };
}

/** The access token (`token`). */
export const tokenAtom = atomWithStorage<string | null>(browserKeys.token, null, stringStorage, { getOnInit: true });
tokenAtom.debugLabel = 'token';
/** The refresh token (`token.refresh`). */
export const refreshTokenAtom = atomWithStorage<string | null>(browserKeys.refreshToken, null, stringStorage, { getOnInit: true });
refreshTokenAtom.debugLabel = 'token.refresh';

/** Stores a token pair, or clears it with `null`. */
export const setTokensAtom = atom(null, (_get, set, pair: TokenPair | null) => {
  set(tokenAtom, pair?.token ?? null);
  set(refreshTokenAtom, pair?.refreshToken ?? null);
});
setTokensAtom.debugLabel = 'setTokens';

/** Whether there is a session token at all (before the current user has loaded). */
export const hasSessionAtom = atom((get) => get(tokenAtom) !== null);
hasSessionAtom.debugLabel = 'hasSession';

const apiClientAtom = atom<ApiClient | null>(null);
apiClientAtom.debugLabel = 'apiClient';

/** The store's API client; app/store.ts sets it when it creates the store. */
export const apiAtom = atom(
  (get) => {
    const client = get(apiClientAtom);
    if (!client) throw new Error('No API client in this store: create it with createAppStore()');
    return client;
  },
  (_get, set, client: ApiClient) => set(apiClientAtom, client),
);
apiAtom.debugLabel = 'api';

import type { ApiClient } from '@mandate/api-client';
import type { TokenPair } from '@mandate/domain';
import { atom } from 'jotai';
import { browserKeys } from './browserKeys';
import { atomWithBrowserStorage, jsonStorage, stringStorage } from './browserStorage';

/**
 * The base of the session: the token pair and the store's API client (the spec's browser keys are
 * in ./browserKeys). Everything that talks to the server reads the client from {@link apiAtom}, so
 * a test store can hold a client of its own (app/store.ts creates the app's).
 */
export { browserKeys, jsonStorage, stringStorage };

/** The access token (`token`). */
export const tokenAtom = atomWithBrowserStorage<string | null>(browserKeys.token, null, stringStorage);
tokenAtom.debugLabel = 'token';
/** The refresh token (`token.refresh`). */
export const refreshTokenAtom = atomWithBrowserStorage<string | null>(browserKeys.refreshToken, null, stringStorage);
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

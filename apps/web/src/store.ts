import { createApiClient, type ApiClient, type UploadTransport } from '@mandate/api-client';
import { createStore } from 'jotai';
import { reportApiErrorAtom, setApiLoadingCountAtom } from './errors/errorQueue';
import { readStoredAtoms } from './session/browserStorage';
import { earlyCalls } from './session/earlyRequests';
import { clearSessionAtom, loadSessionQueriesAtom, storeTokensAtom } from './session/session';
import { apiAtom, hasSessionAtom, refreshTokenAtom, tokenAtom } from './session/tokens';

/** A Jotai store as the app uses it. */
export type AppStore = ReturnType<typeof createStore>;

export interface AppStoreOptions {
  /**
   * The API client of this store. Stories and tests pass one with their own `fetch` (fixtures at the
   * transport level) or their own base URL; by default the app's client on `/api`, its tokens read
   * from and refreshed into this store, its loading count and failures reported to this store.
   */
  createApi?: (store: AppStore) => ApiClient;
}

/**
 * The app's client: tokens from the store's session atoms, a refreshed pair written back. Stories
 * pass their own `fetch` and `uploadTransport` (uploads go through XHR, not fetch, for progress).
 */
export function browserApiClient(
  store: AppStore,
  options: { baseUrl?: string; fetch?: typeof fetch; uploadTransport?: UploadTransport } = {},
): ApiClient {
  return createApiClient({
    baseUrl: options.baseUrl ?? '/api',
    // The app's own fetch adopts the answers of the calls sent before the client existed.
    fetch: options.fetch ?? earlyCalls.adopt((input, init) => fetch(input, init)),
    ...(options.uploadTransport ? { uploadTransport: options.uploadTransport } : {}),
    getToken: () => store.get(tokenAtom),
    getRefreshToken: () => store.get(refreshTokenAtom),
    onTokens: (pair) => store.set(storeTokensAtom, pair),
    onSessionCleared: () => store.set(clearSessionAtom),
    onLoadingChange: (count) => store.set(setApiLoadingCountAtom, count),
    // The global error handler (000 §8) picks these up inside the router.
    onError: (error) => store.set(reportApiErrorAtom, error),
  });
}

/**
 * Creates the store the app is given (main.tsx) — never a hard-wired default store — with its API
 * client; with a stored session the query half of the session starts loading at once.
 */
export function createAppStore({ createApi = browserApiClient }: AppStoreOptions = {}): AppStore {
  const store = createStore();
  // The session as the browser stored it (token pair, owner, recent users…), read now, per store.
  readStoredAtoms(store);
  store.set(apiAtom, createApi(store));
  if (store.get(hasSessionAtom)) void store.set(loadSessionQueriesAtom);
  return store;
}

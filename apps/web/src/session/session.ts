import type { CurrentUser, RecentUser, TokenPair } from '@mandate/domain';
import { can } from '@mandate/domain';
import {
  createApiClient,
  loginWithCredentials,
  loginWithOtp,
  loginWithToken,
  logout as logoutCall,
  switchToUser,
  type UserCounters,
} from '@mandate/api-client';
import { atom, getDefaultStore, type Getter } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { reportApiErrorAtom, setApiLoadingCountAtom } from '../errors/errorQueue';
import { paths } from '../routes/paths';
import type * as SessionQueriesModule from './sessionQueries';

type SessionQueries = typeof SessionQueriesModule;

/**
 * The session (000 §3, §4): every browser key of the spec lives here, under the spec's name.
 * Tokens are plain strings; the other keys hold JSON.
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

/** At most this many recent users are kept (000 §9). */
export const RECENT_USERS_MAX = 10;

/** Plain strings in localStorage. */
const stringStorage = {
  getItem: (key: string, initial: string | null) => localStorage.getItem(key) ?? initial,
  setItem: (key: string, value: string | null) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
  removeItem: (key: string) => localStorage.removeItem(key),
};

/** JSON in localStorage; an unreadable value counts as absent; `null` removes the key. */
function jsonStorage<T>() {
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

const tokenAtom = atomWithStorage<string | null>(browserKeys.token, null, stringStorage, { getOnInit: true });
tokenAtom.debugLabel = 'token';
const refreshTokenAtom = atomWithStorage<string | null>(browserKeys.refreshToken, null, stringStorage, { getOnInit: true });
refreshTokenAtom.debugLabel = 'token.refresh';

/** The admin who switched to the current user (000 §4), kept while switched. */
export interface SessionOwner {
  id: number;
  name: string;
}
const ownerStoreAtom = atomWithStorage<SessionOwner | null>(browserKeys.owner, null, jsonStorage<SessionOwner | null>(), {
  getOnInit: true,
});
ownerStoreAtom.debugLabel = 'owner';

const versionStoreAtom = atomWithStorage<string | null>(browserKeys.version, null, stringStorage, { getOnInit: true });
versionStoreAtom.debugLabel = 'version';

const recentUsersStoreAtom = atomWithStorage<RecentUser[]>(browserKeys.recentUsers, [], jsonStorage<RecentUser[]>(), { getOnInit: true });
recentUsersStoreAtom.debugLabel = 'recent-users';

/** State of an OAuth (LinkedIn) login in progress: where to go back to after the provider answers. */
export const oAuthStateAtom = atomWithStorage<{ state: string; redirectUrl?: string } | null>(
  browserKeys.oAuth,
  null,
  jsonStorage<{ state: string; redirectUrl?: string } | null>(),
  { getOnInit: true },
);
oAuthStateAtom.debugLabel = 'oAuth';

/** The agency registration form kept between visits (step and values). */
export const registrationStateAgencyAtom = atomWithStorage<Record<string, unknown> | null>(
  browserKeys.registrationStateAgency,
  null,
  jsonStorage<Record<string, unknown> | null>(),
  { getOnInit: true },
);
registrationStateAgencyAtom.debugLabel = 'registration-state-agency';

/** Whether the contacts panel of the inbox is collapsed. */
export const contactsCollapsedAtom = atomWithStorage<boolean>(browserKeys.contactsCollapsed, false, jsonStorage<boolean>(), {
  getOnInit: true,
});
contactsCollapsedAtom.debugLabel = 'contacts-collapsed';

const store = getDefaultStore();

/**
 * The server data of the session (current user, counters) lives in TanStack Query through
 * jotai-tanstack-query, in ./sessionQueries. That module, and the query library with it, loads with
 * the first session (a stored token at start, or a login), so a visitor without one (the login page,
 * the public pages) never downloads it. Until it is there, the atoms below answer "pending".
 */
const sessionQueriesAtom = atom<SessionQueries | null>(null);
sessionQueriesAtom.debugLabel = 'sessionQueries';
let sessionQueries: Promise<SessionQueries> | null = null;

/** Loads the query half of the session once (again after a failed attempt). */
export function loadSessionQueries(): Promise<SessionQueries> {
  sessionQueries ??= import('./sessionQueries').then(
    (queries) => {
      store.set(sessionQueriesAtom, queries);
      return queries;
    },
    (error: unknown) => {
      sessionQueries = null;
      throw error;
    },
  );
  return sessionQueries;
}

const setTokens = (pair: TokenPair | null) => {
  // A refreshed pair after a switch or a login: the queries are needed from now on.
  if (pair) void loadSessionQueries();
  store.set(tokenAtom, pair?.token ?? null);
  store.set(refreshTokenAtom, pair?.refreshToken ?? null);
};

if (store.get(tokenAtom) !== null) void loadSessionQueries();

/** The one API client of the app: tokens from the session atoms, a refreshed pair written back. */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => store.get(tokenAtom),
  getRefreshToken: () => store.get(refreshTokenAtom),
  onTokens: (pair) => setTokens(pair),
  onSessionCleared: () => {
    setTokens(null);
    store.set(ownerStoreAtom, null);
  },
  onLoadingChange: (count) => store.set(setApiLoadingCountAtom, count),
  // The global error handler (000 §8) picks these up inside the router.
  onError: (error) => store.set(reportApiErrorAtom, error),
});

/** Whether there is a session token at all (before the current user has loaded). */
export const hasSessionAtom = atom((get) => get(tokenAtom) !== null);
hasSessionAtom.debugLabel = 'hasSession';

/** The admin kept as owner after a switch, or `null`. */
export const ownerAtom = atom((get) => get(ownerStoreAtom));
ownerAtom.debugLabel = 'ownerView';

/** The app version last seen by the version check (001 §4.6). */
export const knownVersionAtom = atom(
  (get) => get(versionStoreAtom),
  (_get, set, version: string) => set(versionStoreAtom, version),
);
knownVersionAtom.debugLabel = 'knownVersion';

/** What the app reads of the signed-in user's query. */
export interface CurrentUserState {
  /** The user; `null` without a session; `undefined` while loading. */
  data: CurrentUser | null | undefined;
  isPending: boolean;
}
const signedOut: CurrentUserState = { data: null, isPending: false };
const pending = { data: undefined, isPending: true } as const;

/** The signed-in user, fetched at start and after login (000 §4); keyed by the session. */
export const currentUserAtom = atom<CurrentUserState>((get) => {
  if (get(tokenAtom) === null) return signedOut;
  const queries = get(sessionQueriesAtom);
  return queries ? get(queries.currentUserQueryAtom) : pending;
});
currentUserAtom.debugLabel = 'currentUser';

/** Whether the signed-in user (or the admin who switched to them) may switch users. */
export const canSwitchUsersAtom = atom((get) => {
  const user = get(currentUserAtom).data;
  if (!user) return false;
  // After a switch the admin kept as owner decides (the server checks the same).
  return can(user, 'user-switch') || Boolean(user.owner);
});
canSwitchUsersAtom.debugLabel = 'canSwitchUsers';

/** The signed-in user's counters; refreshed when a dashboard page is left (001 §2.2). */
export const countersAtom = atom<{ data: UserCounters | null | undefined }>((get) => {
  if (get(tokenAtom) === null) return { data: undefined };
  const queries = get(sessionQueriesAtom);
  return queries ? get(queries.countersQueryAtom) : pending;
});
countersAtom.debugLabel = 'counters';

/** Refreshes the counters (on leaving a dashboard page). */
export const refreshCountersAtom = atom(null, async (get) => {
  if (get(tokenAtom) === null) return;
  const queries = await loadSessionQueries();
  await get(queries.queryClientAtom).invalidateQueries({ queryKey: ['user-counters'] });
});
refreshCountersAtom.debugLabel = 'refreshCounters';

/** Users switched to recently, newest first, at most {@link RECENT_USERS_MAX}. */
export const recentUsersAtom = atom((get) => get(recentUsersStoreAtom).slice(0, RECENT_USERS_MAX));
recentUsersAtom.debugLabel = 'recentUsers';

/** The recent-users list after using `user`: moved to the front, no duplicates, at most 10. */
export function withRecentUser(list: readonly RecentUser[], user: RecentUser): RecentUser[] {
  return [user, ...list.filter((u) => u.id !== user.id)].slice(0, RECENT_USERS_MAX);
}

/** Remembers a user as recently used. */
export const addRecentUserAtom = atom(null, (get, set, user: RecentUser) =>
  set(recentUsersStoreAtom, withRecentUser(get(recentUsersStoreAtom), user)),
);
addRecentUserAtom.debugLabel = 'addRecentUser';

/** Stores the pair and loads the user; the queries load while the login call is under way. */
async function startSession<T extends TokenPair>(get: Getter, login: Promise<T>): Promise<T> {
  const [pair, queries] = await Promise.all([login, loadSessionQueries()]);
  setTokens(pair);
  await get(queries.queryClientAtom).invalidateQueries({ queryKey: ['current-user'] });
  return pair;
}

/** Logs in with e-mail and password; stores the pair and loads the user. Rejects with the ApiError. */
export const loginAtom = atom(null, async (get, _set, credentials: { username: string; password: string }) => {
  await startSession(get, loginWithCredentials(api, credentials));
});
loginAtom.debugLabel = 'login';

/** Logs in with a mailed one-time code. */
export const loginWithOtpAtom = atom(null, async (get, _set, body: { username: string; code: string }) => {
  await startSession(get, loginWithOtp(api, body));
});
loginWithOtpAtom.debugLabel = 'loginWithOtp';

/** Logs in with a one-time link; other failures than 401 send the user back to login (redirectOnError). */
export const loginWithTokenAtom = atom(null, async (get, _set, body: { token: string; resetPassword: boolean }) => {
  const result = await startSession(get, loginWithToken(api, { ...body, redirectOnError: paths.login() }));
  return { resetPassword: result.resetPassword };
});
loginWithTokenAtom.debugLabel = 'loginWithToken';

/** Ends the session on the server (best effort) and clears it here (000 §4: then go to /). */
export const logoutAtom = atom(null, async (get, set) => {
  try {
    await logoutCall(api);
  } catch {
    // The local session ends either way.
  }
  setTokens(null);
  set(ownerStoreAtom, null);
  const queries = get(sessionQueriesAtom);
  if (!queries) return;
  get(queries.queryClientAtom).removeQueries({ queryKey: ['current-user'] });
  get(queries.queryClientAtom).removeQueries({ queryKey: ['user-counters'] });
});
logoutAtom.debugLabel = 'logout';

/** Reloads the app at the home dashboard (after a switch: every cached answer belonged to the other user). */
export function reloadAtHome() {
  window.location.assign(paths.myDashboard());
}

/**
 * Switches to another user (000 §4): replaces the tokens, keeps the original admin as owner when
 * asked, remembers the user as recent, and reloads the app.
 */
export const switchUserAtom = atom(null, async (get, set, target: RecentUser & { keepOwner?: boolean }) => {
  const result = await switchToUser(api, target.id, target.keepOwner ?? true);
  setTokens(result);
  // A second switch while switched keeps the first admin.
  set(ownerStoreAtom, result.owner ? (get(ownerStoreAtom) ?? result.owner) : null);
  set(addRecentUserAtom, { id: target.id, name: target.name, role: target.role });
  reloadAtHome();
});
switchUserAtom.debugLabel = 'switchUser';

/** Switches back to the admin kept as owner and forgets the owner. */
export const switchBackAtom = atom(null, async (get) => {
  const owner = get(ownerStoreAtom) ?? get(currentUserAtom).data?.owner ?? null;
  if (!owner) return;
  const result = await switchToUser(api, owner.id, false);
  setTokens(result);
  store.set(ownerStoreAtom, null);
  reloadAtHome();
});
switchBackAtom.debugLabel = 'switchBack';

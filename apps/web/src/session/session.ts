import type { CurrentUser, RecentUser, TokenPair } from '@mandate/domain';
import { can } from '@mandate/domain';
import {
  getVersion,
  loginWithCredentials,
  loginWithOtp,
  loginWithToken,
  logout as logoutCall,
  requestOtp,
  switchToUser,
  type UserCounters,
} from '@mandate/api-client';
import { atom, type Getter, type Setter } from 'jotai';
import { atomWithBrowserStorage } from './browserStorage';
import { queryKeys } from '../data/queryKeys';
import { paths } from '../routes/paths';
import type * as SessionQueriesModule from './sessionQueries';
import { apiAtom, browserKeys, hasSessionAtom, jsonStorage, setTokensAtom, stringStorage, tokenAtom } from './tokens';

export { apiAtom, browserKeys, hasSessionAtom };

type SessionQueries = typeof SessionQueriesModule;

/** At most this many recent users are kept (000 §9). */
export const RECENT_USERS_MAX = 10;

/** The admin who switched to the current user (000 §4), kept while switched. */
export interface SessionOwner {
  id: number;
  name: string;
}
const ownerStoreAtom = atomWithBrowserStorage<SessionOwner | null>(browserKeys.owner, null, jsonStorage<SessionOwner | null>());
ownerStoreAtom.debugLabel = 'owner';

const versionStoreAtom = atomWithBrowserStorage<string | null>(browserKeys.version, null, stringStorage);
versionStoreAtom.debugLabel = 'version';

const recentUsersStoreAtom = atomWithBrowserStorage<RecentUser[]>(browserKeys.recentUsers, [], jsonStorage<RecentUser[]>());
recentUsersStoreAtom.debugLabel = 'recent-users';

/** State of an OAuth (LinkedIn) login in progress: where to go back to after the provider answers. */
export const oAuthStateAtom = atomWithBrowserStorage<{ state: string; redirectUrl?: string } | null>(
  browserKeys.oAuth,
  null,
  jsonStorage<{ state: string; redirectUrl?: string } | null>(),
);
oAuthStateAtom.debugLabel = 'oAuth';

/** The agency registration form kept between visits (step and values). */
export const registrationStateAgencyAtom = atomWithBrowserStorage<Record<string, unknown> | null>(
  browserKeys.registrationStateAgency,
  null,
  jsonStorage<Record<string, unknown> | null>(),
);
registrationStateAgencyAtom.debugLabel = 'registration-state-agency';

/** Whether the contacts panel of the inbox is collapsed. */
export const contactsCollapsedAtom = atomWithBrowserStorage<boolean>(browserKeys.contactsCollapsed, false, jsonStorage<boolean>());
contactsCollapsedAtom.debugLabel = 'contacts-collapsed';

/**
 * The server data of the session (current user, counters) lives in TanStack Query through
 * jotai-tanstack-query, in ./sessionQueries. That module, and the query library with it, loads with
 * the first session (a stored token at start, or a login), so a visitor without one (the login page,
 * the public pages) never downloads it. Until it is there, the atoms below answer "pending".
 */
const sessionQueriesAtom = atom<SessionQueries | null>(null);
sessionQueriesAtom.debugLabel = 'sessionQueries';
const sessionQueriesLoadAtom = atom<Promise<SessionQueries> | null>(null);
sessionQueriesLoadAtom.debugLabel = 'sessionQueriesLoad';

/** Loads the query half of the session once per store (again after a failed attempt). */
export const loadSessionQueriesAtom = atom(null, (get, set): Promise<SessionQueries> => {
  const loading = get(sessionQueriesLoadAtom);
  if (loading) return loading;
  const next = import('./sessionQueries').then(
    (queries) => {
      if (!get(sessionQueriesAtom)) {
        // A query client of this store's own, before any query atom reads it.
        const client = queries.createQueryClient();
        set(queries.queryClientAtom, client);
        set(sessionQueriesAtom, queries);
        if (get(hasSessionAtom)) queries.prefetchSession(client, get(apiAtom));
      }
      return queries;
    },
    (error: unknown) => {
      set(sessionQueriesLoadAtom, null);
      throw error;
    },
  );
  set(sessionQueriesLoadAtom, next);
  return next;
});
loadSessionQueriesAtom.debugLabel = 'loadSessionQueries';

/** Stores a token pair (login, refresh, switch); the queries are needed from now on. */
export const storeTokensAtom = atom(null, (_get, set, pair: TokenPair) => {
  void set(loadSessionQueriesAtom);
  set(setTokensAtom, pair);
});
storeTokensAtom.debugLabel = 'storeTokens';

/** The session ended (logout, or a refresh the server refused): tokens and owner go. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(setTokensAtom, null);
  set(ownerStoreAtom, null);
});
clearSessionAtom.debugLabel = 'clearSession';

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
export const refreshCountersAtom = atom(null, async (get, set) => {
  if (get(tokenAtom) === null) return;
  const queries = await set(loadSessionQueriesAtom);
  await get(queries.queryClientAtom).invalidateQueries({ queryKey: queryKeys.countersAll });
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
async function startSession<T extends TokenPair>(get: Getter, set: Setter, login: Promise<T>): Promise<T> {
  const [pair, queries] = await Promise.all([login, set(loadSessionQueriesAtom)]);
  set(storeTokensAtom, pair);
  await get(queries.queryClientAtom).invalidateQueries({ queryKey: queryKeys.currentUserAll });
  return pair;
}

/** Logs in with e-mail and password; stores the pair and loads the user. Rejects with the ApiError. */
export const loginAtom = atom(null, async (get, set, credentials: { username: string; password: string }) => {
  await startSession(get, set, loginWithCredentials(get(apiAtom), credentials));
});
loginAtom.debugLabel = 'login';

/** Logs in with a mailed one-time code. */
export const loginWithOtpAtom = atom(null, async (get, set, body: { username: string; code: string }) => {
  await startSession(get, set, loginWithOtp(get(apiAtom), body));
});
loginWithOtpAtom.debugLabel = 'loginWithOtp';

/** Asks the server to mail a one-time code; resolves to its message for the user. */
export const requestOtpAtom = atom(null, async (get, _set, body: { username: string }) => (await requestOtp(get(apiAtom), body)).message);
requestOtpAtom.debugLabel = 'requestOtp';

/** The server's version, for the version check (001 §4.6); outside the loading indicator and the error handler. */
export const fetchVersionAtom = atom(null, async (get) => (await getVersion(get(apiAtom))).version);
fetchVersionAtom.debugLabel = 'fetchVersion';

/** Logs in with a one-time link; other failures than 401 send the user back to login (redirectOnError). */
export const loginWithTokenAtom = atom(null, async (get, set, body: { token: string; resetPassword: boolean }) => {
  const result = await startSession(get, set, loginWithToken(get(apiAtom), { ...body, redirectOnError: paths.login() }));
  return { resetPassword: result.resetPassword };
});
loginWithTokenAtom.debugLabel = 'loginWithToken';

/** Ends the session on the server (best effort) and clears it here (000 §4: then go to /). */
export const logoutAtom = atom(null, async (get, set) => {
  try {
    await logoutCall(get(apiAtom));
  } catch {
    // The local session ends either way.
  }
  set(clearSessionAtom);
  const queries = get(sessionQueriesAtom);
  // Every answer belonged to the user who left.
  if (queries) get(queries.queryClientAtom).clear();
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
  const result = await switchToUser(get(apiAtom), target.id, target.keepOwner ?? true);
  set(storeTokensAtom, result);
  // A second switch while switched keeps the first admin.
  set(ownerStoreAtom, result.owner ? (get(ownerStoreAtom) ?? result.owner) : null);
  set(addRecentUserAtom, { id: target.id, name: target.name, role: target.role });
  reloadAtHome();
});
switchUserAtom.debugLabel = 'switchUser';

/** Switches back to the admin kept as owner and forgets the owner. */
export const switchBackAtom = atom(null, async (get, set) => {
  const owner = get(ownerStoreAtom) ?? get(currentUserAtom).data?.owner ?? null;
  if (!owner) return;
  const result = await switchToUser(get(apiAtom), owner.id, false);
  set(storeTokensAtom, result);
  set(ownerStoreAtom, null);
  reloadAtHome();
});
switchBackAtom.debugLabel = 'switchBack';

import type { CurrentUser, TokenPair } from '@mandate/domain';
import type { ApiClient } from './client';

/** Answer of `GET /api/health`. */
export interface Health {
  status: 'ok';
  /** Which database the server runs on (`pglite` or `postgres`). */
  database: string;
}

/** Answer of `GET /api/version`. */
export interface AppVersion {
  /** Changes with every deployment that changes the app. */
  version: string;
}

/** `GET /health`: the server and its database answer. A 503 rejects with a `server` {@link ApiError}. */
export function getHealth(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<Health> {
  return client.get<Health>('/health', undefined, options);
}

/**
 * `GET /version`, polled every 60 s by the version check (001 §4.6). It bypasses the loading
 * indicator and the global error handler: failures only reject, and the check ignores them.
 */
export function getVersion(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<AppVersion> {
  return client.get<AppVersion>('/version', undefined, { ...options, skipLoading: true, skipErrorHandler: true });
}

/** `POST /authentication/login/credentials` (001 §7.1). A 401 goes to the caller, not the global handler (000 §8). */
export function loginWithCredentials(client: ApiClient, credentials: { username: string; password: string }): Promise<TokenPair> {
  return client.post<TokenPair>('/authentication/login/credentials', credentials, { skipErrorHandler: [401] });
}

/** `POST /authentication/logout`: ends the session on the server. */
export function logout(client: ApiClient): Promise<null> {
  return client.post<null>('/authentication/logout', {});
}

/** `GET /user/current`: the signed-in user, fetched at start and after login (000 §4). */
export function getCurrentUser(client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<CurrentUser> {
  return client.get<CurrentUser>('/user/current', undefined, options);
}

/** `POST /authentication/switch/{id}`: a session as another user, keeping the admin as owner when asked. */
export function switchToUser(
  client: ApiClient,
  id: number,
  keepOwner = true,
): Promise<TokenPair & { owner: { id: number; name: string } | null }> {
  return client.post('/authentication/switch/' + String(id), { keepOwner });
}

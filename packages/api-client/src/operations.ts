import type { CurrentUser, TokenPair } from '@mandate/domain';
import type { ApiClient, RequestOptions } from './client';

/** Per-call options every operation accepts. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'skipErrorHandler' | 'skipLoading'>;

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

/** `POST /authentication/otp`: mails a one-time code to the address (the same answer whether or not it has an account). */
export function requestOtp(client: ApiClient, body: { username: string }, options: CallOptions = {}): Promise<{ message: string }> {
  return client.post('/authentication/otp', body, options);
}

/** `POST /authentication/login/otp`: logs in with the mailed code. A 401 (wrong or expired code) goes to the caller. */
export function loginWithOtp(client: ApiClient, body: { username: string; code: string }): Promise<TokenPair> {
  return client.post<TokenPair>('/authentication/login/otp', body, { skipErrorHandler: [401] });
}

/**
 * `POST /authentication/login/token`: logs in with a one-time link (invitation, password reset).
 * A 401 (used or expired link) goes to the caller; any other failure sends the user to
 * `redirectOnError` when given (000 §8).
 */
export function loginWithToken(
  client: ApiClient,
  body: { token: string; resetPassword?: boolean; redirectOnError?: string | null },
): Promise<TokenPair & { resetPassword: boolean }> {
  return client.post('/authentication/login/token', body, { skipErrorHandler: [401] });
}

/** `HEAD /authentication/check`: resolves while the session may enter the dashboard, rejects with 401 otherwise. */
export function checkSession(client: ApiClient, options: CallOptions = {}): Promise<void> {
  return client.head('/authentication/check', options);
}

/** `POST /authentication/linkedin`: LinkedIn login with an OAuth code (this server answers 400 when not configured). */
export function loginWithLinkedIn(client: ApiClient, body: { code: string }): Promise<TokenPair> {
  return client.post<TokenPair>('/authentication/linkedin', body, { skipErrorHandler: [401] });
}

/** `POST /authentication/logout`: ends the session on the server. */
export function logout(client: ApiClient): Promise<null> {
  return client.post<null>('/authentication/logout', {});
}

/** `GET /user/current`: the signed-in user, fetched at start and after login (000 §4). */
export function getCurrentUser(client: ApiClient, options: CallOptions = {}): Promise<CurrentUser> {
  return client.get<CurrentUser>('/user/current', undefined, options);
}

/** `POST /authentication/switch/{id}`: a session as another user, keeping the admin as owner when asked. */
export function switchToUser(client: ApiClient, id: number, keepOwner = true): Promise<SwitchResult> {
  return client.post('/authentication/switch/' + String(id), { keepOwner });
}

/** Answer of the switch call: the new pair and the admin kept as owner, if any. */
export interface SwitchResult extends TokenPair {
  owner: { id: number; name: string } | null;
}

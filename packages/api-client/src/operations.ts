import type {
  CurrentUser,
  healthResponse,
  Id,
  InferOutput,
  LoginPayload,
  OtpLoginPayload,
  OtpRequestPayload,
  otpSentResponse,
  switchUserResponse,
  tokenLoginResponse,
  TokenPair,
  versionResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';

export type { CallOptions } from './operation';

/** Answer of `GET /api/health`: which database the server runs on (`pglite` or `postgres`). */
export type Health = InferOutput<typeof healthResponse>;

/** Answer of `GET /api/version`: changes with every deployment that changes the app. */
export type AppVersion = InferOutput<typeof versionResponse>;

/** Answer of the switch call: the new pair and the admin kept as owner, if any. */
export type SwitchResult = InferOutput<typeof switchUserResponse>;

/** Answer of `POST /authentication/login/token`: the pair, and whether the link was a password reset. */
export type TokenLoginResult = InferOutput<typeof tokenLoginResponse>;

/** Answer of `POST /authentication/otp`. */
export type OtpSent = InferOutput<typeof otpSentResponse>;

/** `GET /health`: the server and its database answer. A 503 rejects with a `server` {@link ApiError}. */
export const getHealth = operation(
  'GET',
  '/health',
  (route) =>
    (client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<Health> =>
      route.call(client, {}, options),
);

/**
 * `GET /version`, polled every 60 s by the version check (001 §4.6). It bypasses the loading
 * indicator and the global error handler: failures only reject, and the check ignores them.
 */
export const getVersion = operation(
  'GET',
  '/version',
  (route) =>
    (client: ApiClient, options: { signal?: AbortSignal } = {}): Promise<AppVersion> =>
      route.call(client, {}, { ...options, skipLoading: true, skipErrorHandler: true }),
);

/** `POST /authentication/login/credentials` (001 §7.1). A 401 goes to the caller, not the global handler (000 §8). */
export const loginWithCredentials = operation(
  'POST',
  '/authentication/login/credentials',
  (route) =>
    (client: ApiClient, credentials: LoginPayload): Promise<TokenPair> =>
      route.call(client, { body: credentials }, { skipErrorHandler: [401] }),
);

/** `POST /authentication/otp`: mails a one-time code to the address (the same answer whether or not it has an account). */
export const requestOtp = operation(
  'POST',
  '/authentication/otp',
  (route) =>
    (client: ApiClient, body: OtpRequestPayload, options: CallOptions = {}): Promise<OtpSent> =>
      route.call(client, { body }, options),
);

/** `POST /authentication/login/otp`: logs in with the mailed code. A 401 (wrong or expired code) goes to the caller. */
export const loginWithOtp = operation(
  'POST',
  '/authentication/login/otp',
  (route) =>
    (client: ApiClient, body: OtpLoginPayload): Promise<TokenPair> =>
      route.call(client, { body }, { skipErrorHandler: [401] }),
);

/**
 * `POST /authentication/login/token`: logs in with a one-time link (invitation, password reset).
 * A 401 (used or expired link) goes to the caller; any other failure sends the user to
 * `redirectOnError` when given (000 §8).
 */
export const loginWithToken = operation(
  'POST',
  '/authentication/login/token',
  (route) =>
    (client: ApiClient, body: { token: string; resetPassword?: boolean; redirectOnError?: string | null }): Promise<TokenLoginResult> =>
      route.call(client, { body }, { skipErrorHandler: [401] }),
);

/** `HEAD /authentication/check`: resolves while the session may enter the dashboard, rejects with 401 otherwise. */
export const checkSession = operation(
  'HEAD',
  '/authentication/check',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<void> =>
      route.call(client, {}, options),
);

/** `POST /authentication/linkedin`: LinkedIn login with an OAuth code (this server answers 400 when not configured). */
export const loginWithLinkedIn = operation(
  'POST',
  '/authentication/linkedin',
  (route) =>
    (client: ApiClient, body: { code: string }): Promise<TokenPair> =>
      route.call(client, { body }, { skipErrorHandler: [401] }),
);

/** `POST /authentication/logout`: ends the session on the server. */
export const logout = operation(
  'POST',
  '/authentication/logout',
  (route) =>
    (client: ApiClient): Promise<null> =>
      route.call(client, { body: {} }),
);

/** `GET /user/current`: the signed-in user, fetched at start and after login (000 §4). */
export const getCurrentUser = operation(
  'GET',
  '/user/current',
  (route) =>
    (client: ApiClient, options: CallOptions = {}): Promise<CurrentUser> =>
      route.call(client, {}, options),
);

/** `POST /authentication/switch/{id}`: a session as another user, keeping the admin as owner when asked. */
export const switchToUser = operation(
  'POST',
  '/authentication/switch/{id}',
  (route) =>
    (client: ApiClient, id: Id, keepOwner = true): Promise<SwitchResult> =>
      route.call(client, { params: { id }, body: { keepOwner } }),
);

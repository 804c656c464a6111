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

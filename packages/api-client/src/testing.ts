/// <reference types="node" />
/**
 * `@mandate/api-client/testing`: test-only helpers for Node, never imported by the app. The real
 * Mandate server in a child process ({@link startApiServer}) and a client signed in to it as a
 * (demo) user ({@link signedInClient}), for the api-client's own operation tests and the contract
 * dialogs' payload tests in apps/api (`apps/api/src/contracts`).
 */
import type { LoginPayload, TokenPair } from '@mandate/domain';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import { NodeXhr } from './nodeXhr';
import { loginWithCredentials } from './operations';
import { afterAll, beforeAll } from 'vitest';
import { startApiServer, type ApiServer, type ApiServerOptions } from './apiServer';
import { xhrUploadTransport } from './transport';

export { startApiServer, type ApiServer, type ApiServerOptions };

/**
 * Starts the real server once for the calling test file (Vitest `beforeAll`) and stops it after
 * (`afterAll`); returns a getter of the running server. Migrations and demo data on a fresh embedded
 * database take seconds, or a minute on a loaded machine.
 */
export function apiServerForThisFile(): () => ApiServer {
  let server: ApiServer | undefined;
  beforeAll(async () => {
    server = await startApiServer(170_000);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  }, 30_000);
  return () => {
    if (!server) throw new Error('The API server is not running: call apiServerForThisFile() at the top of the test file');
    return server;
  };
}

/**
 * A client of the server at `origin` (`http://127.0.0.1:<port>`) with its own session, logged in
 * with `credentials`: the token pair is kept in memory and replaced after a refresh, uploads go
 * through {@link NodeXhr}, the time zone is Europe/Zurich and the language English unless
 * `options` say otherwise. Rejects with the login's `ApiError` when the credentials are refused.
 */
export async function signedInClient(
  origin: string,
  credentials: LoginPayload,
  options: Omit<ApiClientOptions, 'baseUrl' | 'getToken' | 'getRefreshToken' | 'onTokens'> = {},
): Promise<ApiClient> {
  const pair = await loginWithCredentials(clientWithTokens(origin, null, options), credentials);
  return clientWithTokens(origin, pair, options);
}

/**
 * A client of the server at `origin` with its own session from the token pair `tokens` (a login made
 * elsewhere; `null`: none, to log in with), set up as {@link signedInClient}'s. For
 * tests that share one login per user between files (the server allows 10 logins a minute).
 */
export function clientWithTokens(
  origin: string,
  tokens: TokenPair | null,
  options: Omit<ApiClientOptions, 'baseUrl' | 'getToken' | 'getRefreshToken' | 'onTokens'> = {},
): ApiClient {
  let pair: TokenPair | null = tokens;
  return createApiClient({
    timezone: 'Europe/Zurich',
    defaultLocale: 'en',
    uploadTransport: xhrUploadTransport(() => new NodeXhr()),
    ...options,
    baseUrl: `${origin}/api`,
    getToken: () => pair?.token,
    getRefreshToken: () => pair?.refreshToken,
    onTokens: (next) => {
      pair = next;
    },
  });
}

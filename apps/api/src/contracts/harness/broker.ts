/**
 * The payload tests' side of the broker in `servers.globalSetup.ts`: the real API server of a
 * database, shared by the payload test files (or of the calling file's own scope), and the claims of
 * demo-data subjects on it. Every file runs its cases once per database: {@link onEachDatabase}.
 */
import type { ApiClient, FetchLike } from '@mandate/api-client';
import { clientWithTokens } from '@mandate/api-client/testing';
import type { LoginPayload, TokenPair } from '@mandate/domain';
import { describe, inject, afterAll, beforeAll } from 'vitest';
import { checkAnswer } from '../../testing/answers';

declare module 'vitest' {
  interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the broker (servers.globalSetup.ts). */
    contractBroker: string;
    /** An admin URL of the test run's PostgreSQL server (scripts/test-postgres.mjs). */
    postgresUrl: string;
  }
}

/** The databases every contract case runs on, as apps/api's server tests do. */
export const contractDatabases = ['pglite', 'postgres'] as const;
export type ContractDatabase = (typeof contractDatabases)[number];

export interface BrokerServerRequest {
  /** `shared`: one server per database for all contract files; any other name: a server of its own. */
  scope: string;
  database: ContractDatabase;
  postgresUrl: string;
}
export interface BrokerClaim {
  origin: string;
  kind: string;
  id: string | number;
}
export interface BrokerSession {
  origin: string;
  credentials: LoginPayload;
}
export interface BrokerRelease {
  scope: string;
}

/** A running API server with demo data, as a contract file sees it. */
export interface ContractServer {
  database: ContractDatabase;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /**
   * Claims a demo-data subject of `kind` (e.g. `application`) for the calling case: true the first time
   * on this server, false when another case (of any contract file) has claimed it.
   */
  claim(kind: string, id: string | number): Promise<boolean>;
  /**
   * A client of `credentials`' user with a session of its own, from the one login per user and server
   * that all contract files share (the server allows 10 logins a minute). Use it instead of `signedInClient`.
   */
  signIn(credentials: LoginPayload): Promise<ApiClient>;
}

/**
 * The platform's `fetch`, with every 2xx JSON answer checked against its route's response schema (as
 * the server's in-process test client does: testing/answers.ts). A drift rejects the call (an
 * `ApiError` of kind `network` whose `cause` names the fields), so the case that received it fails.
 */
const checkedFetch: FetchLike = async (input, init) => {
  const response = await fetch(input, init);
  if (response.ok && response.headers.get('content-type')?.includes('json'))
    checkAnswer(init.method ?? 'GET', new URL(input).pathname, response.status, await response.clone().json());
  return response;
};

async function post<T>(route: string, body: unknown): Promise<T> {
  const response = await fetch(`${inject('contractBroker')}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`The contract broker refused ${route}: ${answer.error ?? response.status}`);
  return answer;
}

/** Migrations and demo data on a fresh database take seconds, or a minute or two on a loaded machine. */
const startTimeoutMs = 200_000;

/**
 * The API server of `database` for the enclosing describe block (Vitest `beforeAll`) in `scope`:
 * `shared` (by all contract files) or a scope of the calling file's own. Returns a getter.
 */
export function contractServer(database: ContractDatabase, scope = 'shared'): () => ContractServer {
  let server: ContractServer | undefined;
  beforeAll(async () => {
    const { origin } = await post<{ origin: string }>('/server', {
      scope,
      database,
      postgresUrl: inject('postgresUrl'),
    } satisfies BrokerServerRequest);
    server = {
      database,
      origin,
      claim: async (kind, id) => (await post<{ claimed: boolean }>('/claim', { origin, kind, id } satisfies BrokerClaim)).claimed,
      signIn: async (credentials) =>
        clientWithTokens(origin, (await post<{ pair: TokenPair }>('/session', { origin, credentials } satisfies BrokerSession)).pair, {
          fetch: checkedFetch,
        }),
    };
  }, startTimeoutMs);
  return () => {
    if (!server) throw new Error('The contract server is not running: call contractServer() inside a describe block');
    return server;
  };
}

/**
 * Registers `cases` once per database, each in a `describe('on <database>')` block with its server:
 * the shared one, or with `ownScope` (a name) one for this file alone, for a file whose cases change
 * demo data that other files rely on.
 */
export function onEachDatabase(cases: (server: () => ContractServer) => void, options: { ownScope?: string } = {}): void {
  const scope = options.ownScope ? `${options.ownScope} ${Math.random().toString(36).slice(2)}` : 'shared';
  for (const database of contractDatabases) {
    describe(`on ${database}`, () => {
      cases(contractServer(database, scope));
    });
  }
  // A scope of the file's own: its servers stop after its cases.
  if (options.ownScope) afterAll(() => post('/release', { scope } satisfies BrokerRelease), 30_000);
}

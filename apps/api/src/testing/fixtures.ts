import type { RoleCode } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../auth/passwords';
import { startSession } from '../auth/tokens';
import type { Database } from '../db/database';
import { buildServer, type ServerOptions } from '../server';
import { checkAnswer } from './answers';

export { checkAnswer };

export interface NewUser {
  username: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  roles: RoleCode[];
  status?: 'active' | 'inactive' | 'blocked' | 'deleted';
  organizationId?: number | null;
}

export async function createOrganization(
  db: Pick<Database, 'query'>,
  name: string,
  type: 'company' | 'agency',
  countryCode = 'CH',
): Promise<number> {
  const [row] = await db.query<{ id: string }>('INSERT INTO organizations (name, type, country_code) VALUES ($1, $2, $3) RETURNING id', [
    name,
    type,
    countryCode,
  ]);
  return Number(row!.id);
}

export async function createUser(db: Pick<Database, 'query'>, user: NewUser): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, roles, status, organization_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      user.username,
      user.password ? await hashPassword(user.password) : null,
      user.firstName ?? 'Test',
      user.lastName ?? 'User',
      user.roles,
      user.status ?? 'active',
      user.organizationId ?? null,
    ],
  );
  return Number(row!.id);
}

/**
 * A test's users by key: `add(key, user)` creates one ({@link createUser}) with a session and keeps
 * its id and token under that key. `defaults(key)` fills what every user of the test has (a password
 * or an e-mail made from the key…); the user's own fields win. `db` is read when a user is added (a
 * suite opens its database in `beforeAll`).
 */
export function testUsers<D extends Partial<NewUser> = Record<never, never>>(
  db: () => Pick<Database, 'query'>,
  defaults: (key: string) => D = () => ({}) as D,
) {
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  return {
    ids,
    tokens,
    async add(key: string, user: Omit<NewUser, keyof D> & Partial<NewUser>): Promise<number> {
      const id = await createUser(db(), { ...defaults(key), ...user } as NewUser);
      ids[key] = id;
      tokens[key] = (await startSession(db(), id)).token;
      return id;
    },
  };
}

export interface TestResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper: bodies are asserted field by field
  body: any;
  headers: globalThis.Headers;
}
export type TestCall = (
  method: string,
  path: string,
  options?: { body?: unknown; token?: string; locale?: string },
) => Promise<TestResponse>;

/**
 * A small HTTP client for tests: JSON in and out, with the Token and Locale headers. Every 2xx
 * answer is checked against its route's response schema ({@link checkAnswer}).
 */
export function client(base: string): TestCall {
  return async function call(method, path, options = {}) {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers['token'] = options.token;
    if (options.locale) headers['locale'] = options.locale;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    // Downloads (xlsx, PDF) are kept as text; everything else the API answers is JSON.
    const json: unknown = text ? (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) : null;
    checkAnswer(method, path, response.status, json);
    return { status: response.status, body: json, headers: response.headers };
  };
}

/** Signs in with e-mail and password and answers the access token; a refused login fails the test set-up. */
export async function signIn(call: TestCall, username: string, password: string): Promise<string> {
  const response = await call('POST', '/api/authentication/login/credentials', { body: { username, password } });
  if (response.status !== 200) throw new Error(`sign-in of ${username} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body.result.token as string;
}

/**
 * The server as the API tests start it: on a free port of 127.0.0.1, without request logs or the
 * web app, unless `options` say otherwise. Answers the server (close it after the tests), its
 * address and a client for it.
 */
export async function listenForTest(options: ServerOptions): Promise<{ app: FastifyInstance; base: string; call: TestCall }> {
  const app = await buildServer({ logger: false, webRoot: '/nonexistent', ...options });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base, call: client(base) };
}

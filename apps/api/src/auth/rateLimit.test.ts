/**
 * Login rate limits counted in the database: on PostgreSQL two servers with their own connections
 * (two processes) share the counters, so wrong logins spread over them reach 429 at the same count
 * as on one server; on PGlite the same code runs in its one process.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createUser, listenForTest, type TestCall } from '../testing/fixtures';
import { databaseRateLimitStore } from './rateLimitStore';

describe.each(testDatabases)('login rate limits on $name', ({ name, open }) => {
  let db: Database;
  /** A second handle on the same database: another server process (PostgreSQL only). */
  let other: Database | null = null;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    db = await open();
    for (const user of ['a', 'b', 'c', 'd', 'e'])
      await createUser(db, { username: `${user}@limit.example`, password: 'right password', roles: ['recruiter'] });
    if (name === 'postgres') other = await openDatabase({ url: (db as Database & { url: string }).url });
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });
  afterAll(async () => {
    await other?.close();
    await db.close();
  });

  /** One server per process: two on PostgreSQL (each on its own handle), one on PGlite. */
  async function servers(authRateLimit: { max: number; timeWindow: number }): Promise<TestCall[]> {
    const calls: TestCall[] = [];
    for (const handle of other ? [db, other] : [db]) {
      const { app, call } = await listenForTest({ db: handle, authRateLimit });
      apps.push(app);
      calls.push(call);
    }
    return calls;
  }
  const wrongLogin = (call: TestCall, username: string) =>
    call('POST', '/api/authentication/login/credentials', { body: { username, password: 'wrong' } }).then((r) => r.status);

  it('answers 429 from the attempt after the limit, whichever process takes it', async () => {
    const calls = await servers({ max: 4, timeWindow: 60_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push(await wrongLogin(calls[i % calls.length]!, 'a@limit.example'));
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
    // The right password is refused too until the window ends; another account is not limited.
    const right = await calls.at(-1)!('POST', '/api/authentication/login/credentials', {
      body: { username: 'a@limit.example', password: 'right password' },
    });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(await wrongLogin(calls[0]!, 'b@limit.example')).toBe(401);
  });

  it('counts concurrent attempts exactly once each', async () => {
    const calls = await servers({ max: 5, timeWindow: 60_000 });
    const statuses = await Promise.all(Array.from({ length: 12 }, (_, i) => wrongLogin(calls[i % calls.length]!, 'c@limit.example')));
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('starts a new window once the last one ended', async () => {
    const calls = await servers({ max: 2, timeWindow: 60_000 });
    const first = [await wrongLogin(calls[0]!, 'd@limit.example'), await wrongLogin(calls.at(-1)!, 'd@limit.example')];
    const third = await wrongLogin(calls[0]!, 'd@limit.example');
    expect([...first, third]).toEqual([401, 401, 429]);
    // The minute passes.
    await db.query("UPDATE rate_limits SET expires_at = now() - interval '1 millisecond'");
    expect(await wrongLogin(calls.at(-1)!, 'd@limit.example')).toBe(401);
    expect(await wrongLogin(calls[0]!, 'd@limit.example')).toBe(401);
    expect(await wrongLogin(calls.at(-1)!, 'd@limit.example')).toBe(429);
  });

  it('counts each route apart', async () => {
    const calls = await servers({ max: 2, timeWindow: 60_000 });
    for (let i = 0; i < 3; i++) await wrongLogin(calls[i % calls.length]!, 'e@limit.example');
    expect(await wrongLogin(calls[0]!, 'e@limit.example')).toBe(429);
    const otp = await calls.at(-1)!('POST', '/api/authentication/otp', { body: { username: 'e@limit.example' } });
    expect(otp.status).toBe(200);
  });

  it('keeps no address or e-mail in clear, and deletes expired counters', async () => {
    const keys = await db.query<{ key: string }>('SELECT key FROM rate_limits');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some(({ key }) => /limit\.example|127\.0\.0\.1/.test(key))).toBe(false);
    const Store = databaseRateLimitStore(db, { cleanupEveryMs: 0 });
    const store = new Store({}).child({ routeInfo: { method: 'POST', url: '/test' } } as never);
    const hit = (key: string, window: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 10),
      );
    await db.query("INSERT INTO rate_limits (key, hits, expires_at) VALUES ('ended', 3, now() - interval '1 second')");
    expect(await hit('long', 60_000)).toMatchObject({ current: 1 });
    await expect
      .poll(async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM rate_limits WHERE expires_at < now()'))[0]!.n))
      .toBe(0);
    expect(await hit('long', 60_000)).toMatchObject({ current: 2 });
    expect(await hit('short', 1)).toMatchObject({ current: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await hit('short', 1)).toMatchObject({ current: 1 });
  });
});

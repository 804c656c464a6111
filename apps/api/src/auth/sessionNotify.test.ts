/**
 * Session changes reach every process: two servers on one PostgreSQL database, each with its own
 * connections and a session cache that would keep an entry for a minute, so only the change
 * notifications (migration 0015, LISTEN in auth/context.ts) can make the second one see what the
 * first one changed. And the cache is suspended while the listening connection is down.
 */
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createUser, listenForTest, signIn, type TestCall } from '../testing/fixtures';

const postgres = testDatabases.find((d) => d.name === 'postgres')!;

describe('session changes reach every process on PostgreSQL', () => {
  let db: Database;
  let other: Database;
  /** SQL run directly on the database, as an operator would. */
  let direct: pg.Client;
  let a: { app: FastifyInstance; call: TestCall };
  let b: { app: FastifyInstance; call: TestCall };
  let adminToken: string;
  const password = 'a good password';

  beforeAll(async () => {
    db = await postgres.open();
    const url = (db as Database & { url: string }).url;
    other = await openDatabase({ url });
    direct = new pg.Client({ connectionString: url });
    await direct.connect();
    await createUser(db, { username: 'admin@notify.example', password, roles: ['content-admin'] });
    a = await listenForTest({ db, sessionCacheMs: 60_000, authRateLimit: { max: 1000, timeWindow: 60_000 } });
    b = await listenForTest({ db: other, sessionCacheMs: 60_000, sessionListenRetryMs: 1_000 });
    for (let i = 0; i < 500 && [a.app.sessionCacheState(), b.app.sessionCacheState()].join() !== 'live,live'; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    adminToken = await signIn(a.call, 'admin@notify.example', password);
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await direct?.end();
    await other?.close();
    await db?.close();
  });

  let n = 0;
  /** A new recruiter signed in through A, whose session B has cached. */
  async function cachedInB(): Promise<{ id: number; token: string }> {
    n += 1;
    const username = `user${n}@notify.example`;
    const id = await createUser(db, { username, password, roles: ['recruiter'] });
    const token = await signIn(a.call, username, password);
    expect(await current(b, token)).toBe(200);
    return { id, token };
  }
  const current = async (server: { call: TestCall }, token: string) => (await server.call('GET', '/api/user/current', { token })).status;

  it('refuses in B, on the next request, a token logged out through A (10 times)', async () => {
    for (let i = 0; i < 10; i++) {
      const { token } = await cachedInB();
      expect((await a.call('POST', '/api/authentication/logout', { token })).status).toBe(200);
      expect(await current(b, token)).toBe(401);
    }
  });

  it('refuses in B a user blocked through A, and applies a role change made through A', async () => {
    const blocked = await cachedInB();
    expect((await a.call('POST', '/api/user/bulk-block', { token: adminToken, body: { ids: [blocked.id] } })).status).toBe(200);
    expect(await current(b, blocked.token)).toBe(401);

    const promoted = await cachedInB();
    const bulkBlock = () => b.call('POST', '/api/user/bulk-block', { token: promoted.token, body: { ids: [999_999] } });
    expect((await bulkBlock()).status).toBe(403);
    const edit = await a.call('PUT', `/api/user/${promoted.id}/edit`, { token: adminToken, body: { roles: ['content-admin'] } });
    expect(edit.status).toBe(200);
    // Now an admin: past the permission check, refused only for the unknown id.
    expect((await bulkBlock()).status).toBe(422);
  });

  it('refuses in B a session revoked directly in the database', async () => {
    const { id, token } = await cachedInB();
    await direct.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1', [id]);
    expect(await current(b, token)).toBe(401);
  });

  it('answers nothing from memory while its listening connection is down, and listens again', async () => {
    // A change that sends no notification (triggers off for this session): only a cache that is
    // not answering can see it.
    const silently = async (id: number) => {
      await direct.query('BEGIN');
      await direct.query('SET LOCAL session_replication_role = replica');
      await direct.query('UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1', [id]);
      await direct.query('COMMIT');
    };
    const live = await cachedInB();
    await silently(live.id);
    expect(await current(b, live.token)).toBe(200); // from memory: the cache is on

    const dropped = await cachedInB();
    await direct.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mandate-listener' AND datname = current_database()",
    );
    await expect.poll(() => b.app.sessionCacheState()).toBe('suspended');
    await silently(dropped.id);
    expect(await current(b, dropped.token)).toBe(401);

    // B reconnects after its retry time and caches again; notifications arrive again.
    await expect.poll(() => b.app.sessionCacheState(), { timeout: 5_000 }).toBe('live');
    const again = await cachedInB();
    await silently(again.id);
    expect(await current(b, again.token)).toBe(200);
    const notified = await cachedInB();
    expect((await a.call('POST', '/api/authentication/logout', { token: notified.token })).status).toBe(200);
    expect(await current(b, notified.token)).toBe(401);
  });
});

describe.each(testDatabases)('session cache without another process on $name', ({ name, open }) => {
  it(name === 'pglite' ? 'needs no listener on PGlite' : 'listens on PostgreSQL', async () => {
    const db = await open();
    const { app } = await listenForTest({ db, sessionCacheMs: 1000 });
    try {
      if (name === 'pglite') expect(app.sessionCacheState()).toBe('live');
      else await expect.poll(() => app.sessionCacheState()).toBe('live');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

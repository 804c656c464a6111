import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createUser, listenForTest, type TestCall } from '../testing/fixtures';
import { SessionCache } from './context';
import { hashSecret, startSession } from './tokens';

describe.each(testDatabases)('access-token sessions answered from memory on $name', ({ name, open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let userId: number;
  const ttlMs = 300;

  beforeAll(async () => {
    db = await open();
    userId = await createUser(db, { username: 'cached@example.com', roles: ['recruiter'] });
    ({ app, call } = await listenForTest({ db, sessionCacheMs: ttlMs }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const current = async (token: string) => (await call('GET', '/api/user/current', { token })).status;

  it('refuses a token at once after its logout', async () => {
    const { token } = await startSession(db, userId);
    expect(await current(token)).toBe(200);
    expect(await current(token)).toBe(200);
    expect((await call('POST', '/api/authentication/logout', { token })).status).toBe(200);
    expect(await current(token)).toBe(401);
  });

  it('sees a change written through the server’s database at once', async () => {
    const { token } = await startSession(db, userId);
    expect(await current(token)).toBe(200);
    await db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [userId]);
    expect(await current(token)).toBe(401);
    await db.query(`UPDATE users SET status = 'active' WHERE id = $1`, [userId]);
    expect(await current(token)).toBe(200);
  });

  it.runIf(name === 'postgres')('sees a change made by another process after the cache time at most', async () => {
    const { token } = await startSession(db, userId);
    expect(await current(token)).toBe(200);
    // Another server process: its own connections to the same database.
    const url = (db as Database & { url?: string }).url;
    if (!url) throw new Error('the test database does not say its URL');
    const other = await openDatabase({ url });
    try {
      await other.query(`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = $1`, [userId]);
      // Until the cached entry is older than ttlMs this process may still accept it…
      await new Promise((resolve) => setTimeout(resolve, ttlMs + 50));
      // …and not after.
      expect(await current(token)).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('SessionCache', () => {
  const found = (expiresInMs: number) => ({
    session: { sessionId: 's', userId: 1, ownerId: null },
    user: {
      id: 1,
      name: 'A B',
      status: 'active' as const,
      roles: [],
      permissions: [],
      organizationId: null,
      managedOrganizations: [],
      row: {} as never,
    },
    expiresAt: new Date(Date.now() + expiresInMs),
  });

  /** A database whose session read answers `row` and counts the reads; `hold` keeps the next read open. */
  function fakeDatabase(row: () => unknown) {
    const calls = { count: 0 };
    let release: (() => void) | null = null;
    let holdNext = false;
    const db = {
      async query<Row>() {
        calls.count += 1;
        if (holdNext) {
          holdNext = false;
          await new Promise<void>((resolve) => (release = resolve));
        }
        const value = row();
        return (value ? [value] : []) as Row[];
      },
    };
    return { db, calls, hold: () => (holdNext = true), release: () => release?.() };
  }
  const rowOf = (f: ReturnType<typeof found>) => ({
    session_id: f.session.sessionId,
    owner_id: null,
    expires_at: f.expiresAt,
    id: '1',
    username: 'a@example.com',
    first_name: 'A',
    last_name: 'B',
    status: 'active',
    roles: [],
    city: null,
    country_code: null,
    invitations_open: 0,
    organization_id: null,
    organization_name: null,
    organization_country: null,
    managed: [],
  });

  it('answers a repeated token from memory, and reads again once a write cleared it', async () => {
    const { db, calls } = fakeDatabase(() => rowOf(found(60_000)));
    const cache = new SessionCache(60_000);
    await cache.load(db, hashSecret('t'));
    await cache.load(db, hashSecret('t'));
    expect(calls.count).toBe(1);
    cache.clear();
    await cache.load(db, hashSecret('t'));
    expect(calls.count).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const { db, calls, hold, release } = fakeDatabase(() => rowOf(found(60_000)));
    const cache = new SessionCache(60_000);
    hold();
    const pending = cache.load(db, hashSecret('t'));
    cache.clear();
    release();
    await pending;
    await cache.load(db, hashSecret('t'));
    expect(calls.count).toBe(2);
  });

  it('forgets what a change notification names: a token, a session, a user or everything', async () => {
    const { db, calls } = fakeDatabase(() => rowOf(found(60_000)));
    const cache = new SessionCache(60_000);
    const reads = async (change: string) => {
      await cache.load(db, hashSecret('t'));
      const before = calls.count;
      cache.forget(change);
      await cache.load(db, hashSecret('t'));
      return calls.count - before;
    };
    expect(await reads(`t:${hashSecret('other')}`)).toBe(0);
    expect(await reads(`t:${hashSecret('t')}`)).toBe(1);
    expect(await reads('s:another-session')).toBe(0);
    expect(await reads('s:s')).toBe(1);
    expect(await reads('u:2')).toBe(0);
    expect(await reads('u:1')).toBe(1);
    expect(await reads('*')).toBe(1);
  });

  it('answers nothing from memory while suspended, and waits for the listener before a hit', async () => {
    const { db, calls } = fakeDatabase(() => rowOf(found(60_000)));
    const cache = new SessionCache(60_000);
    cache.suspend();
    expect(cache.state).toBe('suspended');
    await cache.load(db, hashSecret('t'));
    await cache.load(db, hashSecret('t'));
    expect(calls.count).toBe(2);
    cache.resume();
    let syncs = 0;
    // A notification that arrives during the sync round trip is applied before the answer.
    cache.sync = async () => {
      syncs += 1;
      if (syncs === 2) cache.forget('u:1');
    };
    await cache.load(db, hashSecret('t'));
    await cache.load(db, hashSecret('t'));
    expect([syncs, calls.count]).toEqual([1, 3]);
    await cache.load(db, hashSecret('t'));
    expect([syncs, calls.count]).toEqual([2, 4]);
  });

  it('never answers a token past its expiry from memory', async () => {
    const { db, calls } = fakeDatabase(() => rowOf(found(-1)));
    const cache = new SessionCache(60_000);
    await cache.load(db, hashSecret('t'));
    await cache.load(db, hashSecret('t'));
    expect(calls.count).toBe(2);
  });
});

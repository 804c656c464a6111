/**
 * The live event stream (issue 17 point 2): participants only receive their threads' changes, the
 * stream refuses without a valid session and ends at logout, heartbeats, and nothing is left behind
 * by closed streams; on both databases. Then two API processes on one PostgreSQL: an event of a
 * change made through A reaches a stream on B.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';
import { client, createUser, listenForTest, signIn } from '../testing/fixtures';
import { startServerProcess, type ServerProcess } from '../testing/processes';
import { openStream, type TestStream } from '../testing/sse';

const data = (e: { data: unknown }) => e.data as { kind: string; threadId?: number; messageId?: number };
const kinds = (s: TestStream) => s.events.filter((e) => e.event !== 'ready').map((e) => data(e).kind);

describe.each(testDatabases)('live events on $name', ({ name, open }) => {
  let w: JobWorld;
  let base: string;
  beforeAll(async () => {
    w = await jobWorld(await open());
    base = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown) => w.call(method, `/api${path}`, { token: w.tokens[who], body });

  it('refuses a stream without a valid session', async () => {
    for (const token of [undefined, 'forged-token']) {
      const stream = await openStream(base, token);
      expect(stream.status).toBe(401);
      const viaQuery = await openStream(base, token, { viaQuery: true });
      expect(viaQuery.status).toBe(401);
    }
    expect(w.app.liveHub.size).toBe(0);
  });

  it('tells participants, and only them, of every change of their threads', async () => {
    const author = await openStream(base, w.tokens.author);
    // An EventSource passes the token in the query.
    const r1 = await openStream(base, w.tokens.r1, { viaQuery: true });
    const stranger = await openStream(base, w.tokens.stranger);
    const r2 = await openStream(base, w.tokens.r2);
    expect(w.app.liveHub.size).toBe(4);

    const created = await call('author', 'POST', '/inbox/thread/create', {
      participants: [{ id: w.ids.r1 }],
      subject: 'Chief Chemist',
      message: { content: '<p>Hello</p>', attachments: [] },
    });
    expect(created.status).toBe(200);
    const threadId = created.body.result.id as number;
    const first = created.body.result.messages[0].id as number;
    const isCreated = (e: { data: unknown }) => data(e).kind === 'message-created';
    expect(data(await r1.next(isCreated))).toEqual({ kind: 'message-created', threadId, messageId: first });
    expect(data(await author.next(isCreated))).toEqual({ kind: 'message-created', threadId, messageId: first });

    const reply = await call('r1', 'POST', `/inbox/thread/${threadId}/reply`, { content: '<p>Gladly</p>' });
    const replyId = reply.body.result.messages[1].id as number;
    expect(data(await author.next((e) => data(e).messageId === replyId))).toEqual({
      kind: 'message-created',
      threadId,
      messageId: replyId,
    });
    expect((await call('author', 'PUT', `/inbox/thread/${threadId}/mark-read`)).status).toBe(200);
    expect(data(await author.next((e) => data(e).kind === 'thread-read'))).toEqual({ kind: 'thread-read', threadId });
    expect((await call('r1', 'PUT', `/inbox/message/${replyId}/edit`, { content: '<p>Gladly!</p>' })).status).toBe(200);
    await author.next((e) => data(e).kind === 'message-edited');
    expect((await call('r1', 'DELETE', `/inbox/message/${replyId}/delete`, { forAll: true })).status).toBe(200);
    await author.next((e) => data(e).kind === 'message-deleted');
    await r1.next((e) => data(e).kind === 'message-deleted');
    // A refused change tells no one.
    expect((await call('stranger', 'POST', `/inbox/thread/${threadId}/reply`, { content: '<p>x</p>' })).status).toBe(404);

    // The stranger's own thread comes after all of the above (notifications arrive in commit order):
    // when its event is there, nothing else came before it.
    const own = await call('stranger', 'POST', '/inbox/thread/create', {
      participants: [{ id: w.ids.r3 }],
      subject: 'Other',
      message: { content: '<p>Hi</p>', attachments: [] },
    });
    await stranger.next(isCreated);
    expect(stranger.events.slice(1).map(data)).toEqual([
      { kind: 'message-created', threadId: own.body.result.id, messageId: own.body.result.messages[0].id },
    ]);
    // r1's colleague in the same agency saw nothing either; the author's read state is the author's own.
    expect(kinds(r2)).toEqual([]);
    expect(kinds(author)).toEqual(['message-created', 'message-created', 'thread-read', 'message-edited', 'message-deleted']);
    expect(kinds(r1)).toEqual(['message-created', 'message-created', 'message-edited', 'message-deleted']);

    for (const s of [author, r1, stranger, r2]) s.close();
    // Closed streams leave nothing behind.
    await expect.poll(() => w.app.liveHub.size, { timeout: 10_000 }).toBe(0);
  });

  it('ends the stream when its session logs out or its user is blocked, and only then', async () => {
    const password = 'a good password';
    const id = await createUser(w.db, { username: `leaving-${Date.now()}@test.example`, password, roles: ['recruiter'] });
    const username = (await w.db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [id]))[0]!.username;
    const [one, two] = [await signIn(w.call, username, password), await signIn(w.call, username, password)];
    const a = await openStream(base, one);
    const b = await openStream(base, two);
    let aEnded = false;
    void a.ended.then(() => (aEnded = true));
    expect((await w.call('POST', '/api/authentication/logout', { token: one })).status).toBe(200);
    await a.ended;
    expect(aEnded).toBe(true);
    // The other session's stream goes on: it still gets events.
    expect(
      (
        await call('author', 'POST', '/inbox/thread/create', {
          participants: [{ id }],
          subject: 'Still there?',
          message: { content: '<p>Hi</p>', attachments: [] },
        })
      ).status,
    ).toBe(200);
    await b.next((e) => data(e).kind === 'message-created');
    // A logged-out token cannot open another.
    expect((await openStream(base, one)).status).toBe(401);
    expect((await call('admin', 'POST', '/user/bulk-block', { ids: [id] })).status).toBe(200);
    await b.ended;
    await expect.poll(() => w.app.liveHub.size, { timeout: 10_000 }).toBe(0);
  });

  it.skipIf(name !== 'postgres')('tells its streams to resync when the listening connection was lost and is back', async () => {
    const stream = await openStream(base, w.tokens.r2);
    await w.db.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'mandate-listener' AND datname = current_database()",
    );
    await stream.next((e) => data(e).kind === 'resync', 20_000);
    // Listening again: events arrive as before.
    const created = await call('author', 'POST', '/inbox/thread/create', {
      participants: [{ id: w.ids.r2 }],
      subject: 'After the loss',
      message: { content: '<p>Hi</p>', attachments: [] },
    });
    expect(data(await stream.next((e) => data(e).kind === 'message-created')).threadId).toBe(created.body.result.id);
    stream.close();
    await expect.poll(() => w.app.liveHub.size, { timeout: 10_000 }).toBe(0);
  });

  it('sends heartbeats, and ends its streams and listeners when the server closes', async () => {
    const second = await listenForTest({ db: w.db, liveHeartbeatMs: 100 });
    try {
      const stream = await openStream(second.base, w.tokens.r4);
      await expect.poll(() => stream.comments.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      expect(stream.comments[0]).toBe('heartbeat');
      // A change made through the first server reaches a stream of the second (one database).
      const created = await call('author', 'POST', '/inbox/thread/create', {
        participants: [{ id: w.ids.r4 }],
        subject: 'Across',
        message: { content: '<p>Hi</p>', attachments: [] },
      });
      expect(data(await stream.next((e) => data(e).kind === 'message-created')).threadId).toBe(created.body.result.id);
      expect(second.app.liveHub.listening).toBe(2);
      await second.app.close();
      await stream.ended;
      expect(second.app.liveHub.size).toBe(0);
      expect(second.app.liveHub.listening).toBe(0);
    } finally {
      await second.app.close();
    }
  });
});

const postgres = testDatabases.find((d) => d.name === 'postgres')!;

describe('live events across two API processes on one PostgreSQL', () => {
  let db: Database;
  const processes: ServerProcess[] = [];
  const password = 'a good password';
  beforeAll(async () => {
    db = await postgres.open();
    await createUser(db, { username: 'writer@live.example', password, roles: ['employer'] });
    await createUser(db, { username: 'reader@live.example', password, roles: ['recruiter'] });
    const env = { DATABASE_URL: (db as Database & { url: string }).url, SEED: 'false', SESSION_CACHE_MS: '60000' };
    processes.push(...(await Promise.all(['A', 'B'].map((name) => startServerProcess(name, env)))));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.close();
  });

  it('delivers to a stream on B a message sent through A, and ends it at a logout through A', async () => {
    const [a, b] = processes.map((p) => client(p.base)) as [ReturnType<typeof client>, ReturnType<typeof client>];
    const writer = await signIn(a, 'writer@live.example', password);
    const reader = await signIn(b, 'reader@live.example', password);
    const readerId = (await b('GET', '/api/user/current', { token: reader })).body.result.id as number;
    const stream = await openStream(processes[1]!.base, reader);
    const timings: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const created = await a('POST', '/api/inbox/thread/create', {
        token: writer,
        body: { participants: [{ id: readerId }], subject: `Across ${i}`, message: { content: '<p>Hi</p>', attachments: [] } },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      await stream.next((e) => data(e).threadId === created.body.result.id);
      timings.push(performance.now() - started);
    }
    console.log(`live event A → B, send to arrival (ms): ${timings.map((t) => t.toFixed(1)).join(', ')}`);
    expect((await a('POST', '/api/authentication/logout', { token: reader })).status).toBe(200);
    await stream.ended;
  }, 60_000);
});

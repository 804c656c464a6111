/**
 * Inbox benchmark (issue 17): req/s and latency at 10 connections on PGlite and PostgreSQL of the
 * thread list and the thread view with 10,000 messages in the database: 400 threads of 20 messages
 * between the bench admin and the bench consultants, and one long thread of 2,000. Figures, not
 * tests; the goal is p95 ≤ 50 ms on PostgreSQL.
 * `pnpm exec tsx apps/api/bench/inbox.bench.ts` (BENCH_USERS, BENCH_SECONDS, BENCH_MESSAGES, BENCH_DATABASE_URL).
 */
import type { Database } from '../src/db/database';
import type { Scenario } from './api.bench';

process.env.BENCH_USERS ??= '5000';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10_000);
const LONG = Math.round(MESSAGES / 5);
const THREADS = Math.max(1, Math.round((MESSAGES - LONG) / 20));
const { benchBothDatabases, printRows } = await import('./api.bench');

/** Threads of the bench admin with consultants: THREADS of 20 messages, a quarter unread, and one of LONG messages. */
export async function seedInbox(db: Database): Promise<{ adminId: number; longThreadId: number }> {
  const [admin] = await db.query<{ id: string }>("SELECT id FROM users WHERE username = 'bench-admin@example.com'");
  const adminId = Number(admin!.id);
  await db.query(
    `INSERT INTO inbox_threads (subject, created_by, created_at, last_message_at)
     SELECT 'Bench thread ' || g, $1, now() - make_interval(hours => g), now() - make_interval(mins => g) FROM generate_series(1, $2 + 1) g`,
    [adminId, THREADS],
  );
  await db.query(
    `WITH r AS (SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE 'recruiter' = ANY(roles) ORDER BY id LIMIT 1000) x)
     INSERT INTO inbox_participants (thread_id, user_id, unread)
     SELECT t.id, p.user_id, p.user_id = $1 AND t.id % 4 = 0
       FROM inbox_threads t, r, LATERAL (VALUES ($1::bigint), (r.a[1 + t.id % array_length(r.a, 1)])) p (user_id)`,
    [adminId],
  );
  const [long] = await db.query<{ id: string }>('SELECT max(id) AS id FROM inbox_threads');
  const longThreadId = Number(long!.id);
  await db.query(
    `INSERT INTO inbox_messages (thread_id, author_id, content, created_at)
     SELECT p.thread_id, p.user_id, '<p>Message ' || k || ' about <strong>the vacancy</strong> in thread ' || p.thread_id || '</p>',
            now() - make_interval(mins => k)
       FROM inbox_participants p, generate_series(1, CASE WHEN p.thread_id = $1 THEN $2 / 2 ELSE 10 END) k`,
    [longThreadId, LONG],
  );
  return { adminId, longThreadId };
}

async function scenarios({ db }: { db: Database }): Promise<Scenario[]> {
  const { longThreadId } = await seedInbox(db);
  await db.query('VACUUM ANALYZE');
  const [{ n }] = (await db.query<{ n: string }>('SELECT count(*) AS n FROM inbox_messages')) as [{ n: string }];
  console.log(`inbox bench: ${Number(n).toLocaleString('en')} messages in ${THREADS + 1} threads`);
  const [short] = await db.query<{ id: string }>('SELECT min(id) AS id FROM inbox_threads');
  return [
    { name: 'thread list, first page', method: 'POST', path: '/api/inbox/thread/list', body: {} },
    { name: 'thread list, page 10', method: 'POST', path: '/api/inbox/thread/list', body: { page: 10 } },
    { name: 'thread list, search', method: 'POST', path: '/api/inbox/thread/list', body: { search: 'thread 42' } },
    { name: 'thread view, 20 messages', method: 'GET', path: `/api/inbox/thread/${short!.id}/view` },
    {
      name: `thread view, ${LONG.toLocaleString('en')} messages (newest 50)`,
      method: 'GET',
      path: `/api/inbox/thread/${longThreadId}/view`,
    },
    { name: 'user counters (unread threads)', method: 'GET', path: '/api/user/counters' },
  ];
}

async function main() {
  const rows = await benchBothDatabases('inbox', scenarios);
  console.log(`\nInbox at 10 connections, ${process.env.BENCH_SECONDS ?? 10} s each, ${MESSAGES.toLocaleString('en')} messages seeded:`);
  printRows(rows);
}

if (process.argv[1]?.endsWith('inbox.bench.ts')) await main();

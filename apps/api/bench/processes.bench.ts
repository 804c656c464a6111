/**
 * Several API processes on one PostgreSQL (issue 12 point 7): the vacancy list at 10 connections
 * against `src/main.ts` started as its own process — WEB_CONCURRENCY=1, WEB_CONCURRENCY=2
 * (node:cluster), and one process with the session cache off — on one database of 10,000
 * vacancies. The servers run side by side and are measured in turns (BENCH_ROUNDS rounds of
 * BENCH_ROUND_SECONDS each), so that the machine's changing speed touches each alike; the table
 * shows each one's median round. Figures, not tests.
 * `pnpm exec tsx apps/api/bench/processes.bench.ts` (BENCH_DATABASE_URL, BENCH_PG_TCP as for the
 * other API benches).
 */
import { openDatabase } from '../src/db/database';
import { startServerProcess, type ServerProcess } from '../src/testing/processes';
import startPostgres from '../../../scripts/test-postgres.mjs';
import type { BenchRow, Scenario } from './api.bench';

process.env.BENCH_USERS ??= '20000';
const { measure, prepareDatabase, printRows } = await import('./api.bench');
const { seedJobs } = await import('./jobs.bench');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 4);
const list: Scenario = { name: 'vacancy list, defaults', method: 'POST', path: '/api/job/list', body: {} };

const configurations: { label: string; env: Record<string, string> }[] = [
  { label: '1 process', env: { WEB_CONCURRENCY: '1' } },
  { label: '2 processes', env: { WEB_CONCURRENCY: '2' } },
  { label: '1, no cache', env: { WEB_CONCURRENCY: '1', SESSION_CACHE_MS: '0' } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    const wanted = process.env.BENCH_PG_TCP === '1' ? 'postgresUrl' : 'postgresSocketUrl';
    stop = (await startPostgres({ provide: (key: string, value: string) => key === wanted && (url = value) })) as (() => void) | undefined;
  }
  const servers: { label: string; server: ServerProcess; token: string; rounds: Omit<BenchRow, 'database'>[] }[] = [];
  try {
    const db = await openDatabase({ url: url! });
    try {
      await prepareDatabase(db);
      await seedJobs(db, 10_000);
      await db.query('VACUUM ANALYZE');
    } finally {
      await db.close();
    }
    for (const { label, env } of configurations) {
      const server = await startServerProcess(label, { DATABASE_URL: url!, SEED: 'false', ...env });
      const login = await fetch(`${server.base}/api/authentication/login/credentials`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'bench-admin@example.com', password: 'bench admin' }),
      });
      const { result } = (await login.json()) as { result: { token: string } };
      servers.push({ label, server, token: result.token, rounds: [] });
    }
    // Warm: every process plans its statements and fills its caches.
    for (const { server, token } of servers) await measure(server.base, token, list, 2);
    for (let round = 0; round < ROUNDS; round++)
      for (const entry of servers) entry.rounds.push(await measure(entry.server.base, entry.token, list, SECONDS));
    const rows: BenchRow[] = servers.map(({ label, rounds }) => ({
      database: label,
      scenario: list.name,
      requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
      p50: median(rounds.map((r) => r.p50)),
      p95: median(rounds.map((r) => r.p95)),
      p99: median(rounds.map((r) => r.p99)),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
    }));
    console.log(
      `\nPostgreSQL, API processes of src/main.ts (request logs off), 10 connections, median of ${ROUNDS} interleaved rounds of ${SECONDS} s:`,
    );
    printRows(rows);
    for (const { label, rounds } of servers)
      console.log(`  ${label.padEnd(12)} rounds: ${rounds.map((r) => r.requestsPerSecond).join(', ')} req/s`);
    const rate = (label: string) => rows.find((r) => r.database === label)!.requestsPerSecond;
    console.log(`  vacancy list, 2 processes / 1 process: ${(rate('2 processes') / rate('1 process')).toFixed(2)}`);
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
    stop?.();
  }
}

await main();

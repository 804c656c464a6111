/**
 * API benchmarks (run by `pnpm bench`): req/s and latency percentiles at 10 connections on the
 * embedded PGlite and on a PostgreSQL server, with the data sizes of the issues seeded by SQL.
 * Prints one table; no assertion — figures, not tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile as execFileCallback } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import startPostgres from '../../../scripts/test-postgres.mjs';
import { hashPassword } from '../src/auth/passwords';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { buildServer } from '../src/server';

const execFile = promisify(execFileCallback);

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface BenchRow {
  database: string;
  scenario: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

/** 100,000 users: a fifth employers, the rest search consultants with ratings and statistics. */
export async function seedUsers(db: Database, count: number): Promise<void> {
  await db.query(
    `INSERT INTO organizations (name, type, country_code)
     SELECT 'Bench org ' || g, CASE WHEN g % 2 = 0 THEN 'company' ELSE 'agency' END, CASE WHEN g % 3 = 0 THEN 'DE' ELSE 'CH' END
       FROM generate_series(1, 500) g`,
  );
  await db.query(
    `INSERT INTO users (username, first_name, last_name, roles, organization_id, city, country_code, subscription, rating, interview_ratio, customer_satisfaction, last_login_at)
     SELECT 'bench' || g || '@example.com', 'First' || (g % 997), 'Last' || g,
            CASE WHEN g % 5 = 0 THEN ARRAY['employer'] ELSE ARRAY['recruiter'] END,
            (SELECT id FROM organizations ORDER BY id LIMIT 1 OFFSET (g % 500)),
            CASE WHEN g % 2 = 0 THEN 'Zürich' ELSE 'Berlin' END, CASE WHEN g % 2 = 0 THEN 'CH' ELSE 'DE' END,
            (ARRAY['basic', 'premium', 'premium-plus'])[1 + g % 3], CASE WHEN g % 7 = 0 THEN -1 ELSE (g % 50) / 10.0 END,
            g % 101, (g * 7) % 101, now() - make_interval(days => g % 400)
       FROM generate_series(1, $1) g`,
    [count],
  );
  // Fields of activity, spread so that each filter keeps a realistic fraction of the consultants.
  await db.query(
    `UPDATE users SET
        sectors = ARRAY[(ARRAY['pharma', 'banking', 'insurance', 'industry', 'it', 'retail'])[1 + id % 6]],
        departments = ARRAY[(ARRAY['finance', 'hr', 'it', 'sales', 'operations'])[1 + id % 5]],
        search_types = ARRAY[(ARRAY['executive', 'specialist', 'board'])[1 + id % 3]],
        countries = ARRAY[country_code]`,
  );
  // One history entry for every second consultant.
  await db.query(
    `INSERT INTO user_history (user_id, kind, salary, country_code, address, application_status, experience_level, sector, department, search_type)
     SELECT id, 'placement', 80000 + (id % 20) * 10000, country_code, city, (ARRAY['recruited', 'interview', 'rejected'])[1 + id % 3],
            (ARRAY['senior', 'executive', 'mid'])[1 + id % 3], (ARRAY['pharma', 'banking', 'insurance', 'industry', 'it', 'retail'])[1 + id % 6],
            (ARRAY['finance', 'hr', 'it', 'sales', 'operations'])[1 + id % 5], (ARRAY['executive', 'specialist', 'board'])[1 + id % 3]
       FROM users WHERE 'recruiter' = ANY(roles) AND id % 2 = 0`,
  );
}

/**
 * Measures one scenario at 10 connections. The load generator runs in its own process (its own
 * core): in the server's thread it took about half of the event loop and halved every figure.
 */
export async function measure(base: string, token: string, scenario: Scenario, duration = DURATION): Promise<Omit<BenchRow, 'database'>> {
  const options: autocannon.Options = {
    url: `${base}${scenario.path}`,
    method: scenario.method,
    connections: 10,
    duration,
    headers: { token, 'content-type': 'application/json' },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
  };
  const generator = execFile(process.execPath, [fileURLToPath(new URL('./load.mjs', import.meta.url)), JSON.stringify(options)], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse((await generator).stdout) as autocannon.Result & { p95: number };
  return {
    scenario: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.p95,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The figures as a table: req/s and latency percentiles per database and scenario. */
export function printRows(rows: BenchRow[]): void {
  console.log('  database     scenario                                   req/s     p50     p95     p99  errors');
  for (const r of rows) {
    const ms = (value: number) => `${value} ms`.padStart(7);
    console.log(
      `  ${r.database.padEnd(12)} ${r.scenario.padEnd(40)} ${String(r.requestsPerSecond).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(7)}`,
    );
  }
}

/** Migrations, the bench users and the bench admin, statistics. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedUsers(db, USERS);
  await db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, roles) VALUES ('bench-admin@example.com', $1, 'Bench', 'Admin', ARRAY['content-admin'])`,
    [await hashPassword('bench admin')],
  );
  await db.query('ANALYZE');
}

/** The server on a free port of this process, and the bench admin's token; close it after. */
export async function serveBench(db: Database): Promise<{ base: string; token: string; close: () => Promise<void> }> {
  const app = await buildServer({ db, logger: false, webRoot: '/nonexistent', authRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${base}/api/authentication/login/credentials`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bench-admin@example.com', password: 'bench admin' }),
    });
    const { result } = (await login.json()) as { result: { token: string } };
    return { base, token: result.token, close: () => app.close() };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Runs the scenarios on one database, after `prepare` (migrations, users, a login). */
export async function benchDatabase(
  name: string,
  db: Database,
  scenarios: (ctx: { db: Database }) => Promise<Scenario[]>,
): Promise<BenchRow[]> {
  await prepareDatabase(db);
  const server = await serveBench(db);
  try {
    const rows: BenchRow[] = [];
    // BENCH_ONLY: run only the scenarios whose name contains this text (the seeding still runs).
    const only = process.env.BENCH_ONLY;
    for (const scenario of await scenarios({ db })) {
      if (only && !scenario.name.includes(only)) continue;
      rows.push({ database: name, ...(await measure(server.base, server.token, scenario)) });
    }
    return rows;
  } finally {
    await server.close();
  }
}

export const apiScenarios = async (): Promise<Scenario[]> => [
  { name: 'health (token lookup + SELECT 1)', method: 'GET', path: '/api/health' },
  { name: 'current user', method: 'GET', path: '/api/user/current' },
  { name: 'consultant search, defaults', method: 'POST', path: '/api/user/list', body: { roles: ['recruiter'], page: 0, pageSize: 10 } },
  {
    name: 'consultant search, every picker filter',
    method: 'POST',
    path: '/api/user/list',
    body: {
      roles: ['recruiter'],
      search: 'First1',
      countries: ['CH'],
      address: 'Zür',
      sectors: ['banking', 'pharma'],
      departments: ['finance', 'hr'],
      searchTypes: ['executive'],
      minRating: 2.5,
      includeWithoutRating: false,
      minInterviewRatio: 20,
      minSatisfaction: 30,
      lastLoginFrom: '2025-06-01',
      historyMinSalary: 90000,
      historyMaxSalary: 250000,
      historyCountries: ['CH'],
      historySectors: ['banking', 'pharma', 'it'],
      withInvitations: true,
      page: 0,
      pageSize: 10,
    },
  },
];

/**
 * Calls `run` on the embedded PGlite (unless BENCH_SKIP_PGLITE=1) and on PostgreSQL: the server at
 * BENCH_DATABASE_URL, else a throw-away server started here and reached over its Unix socket, as a
 * database on the same host would be (BENCH_PG_TCP=1: over TCP on 127.0.0.1, where the loopback's
 * kernel work is paid by these same two cores).
 */
export async function eachDatabase<T>(label: string, run: (name: 'PGlite' | 'PostgreSQL', db: Database) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  if (process.env.BENCH_SKIP_PGLITE !== '1') {
    const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${label}-`));
    const pglite = await openDatabase({ dataDir });
    try {
      results.push(await run('PGlite', pglite));
    } finally {
      await pglite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  let url = process.env.BENCH_DATABASE_URL;
  let stop: (() => void) | undefined;
  if (!url) {
    const wanted = process.env.BENCH_PG_TCP === '1' ? 'postgresUrl' : 'postgresSocketUrl';
    const provide = (key: string, value: string) => {
      if (key === wanted) url = value;
    };
    stop = (await startPostgres({ provide })) as (() => void) | undefined;
  }
  const pg = await openDatabase({ url: url! });
  try {
    results.push(await run('PostgreSQL', pg));
  } finally {
    await pg.close();
    stop?.();
  }
  return results;
}

/** Runs the scenarios on the embedded PGlite (unless BENCH_SKIP_PGLITE=1) and on PostgreSQL (see {@link eachDatabase}). */
export async function benchBothDatabases(label: string, scenarios: (ctx: { db: Database }) => Promise<Scenario[]>): Promise<BenchRow[]> {
  return (await eachDatabase(label, (name, db) => benchDatabase(name, db, scenarios))).flat();
}

async function main() {
  const rows = await benchBothDatabases('users', apiScenarios);
  console.log(`\nAPI at 10 connections, ${DURATION} s each, ${USERS.toLocaleString('en')} users seeded:`);
  printRows(rows);
}

if (process.argv[1]?.endsWith('api.bench.ts')) await main();

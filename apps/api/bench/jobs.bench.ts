/**
 * Vacancy list benchmark (issue 5): req/s and latency at 10 connections on PGlite and PostgreSQL
 * with 10,000 vacancies (and 30,000 consultant relations) seeded by SQL, beside the bare health
 * check and a primary-key lookup of one vacancy in the same run. Figures, not tests.
 * `pnpm exec tsx apps/api/bench/jobs.bench.ts` (BENCH_USERS, BENCH_SECONDS, BENCH_JOBS, BENCH_DATABASE_URL).
 */
import type { Database } from '../src/db/database';
import type { Scenario } from './api.bench';

// Fewer users than the consultant-search bench: the vacancy list does not read them beyond authors.
process.env.BENCH_USERS ??= '20000';
const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const { benchBothDatabases, printRows } = await import('./api.bench');

/** 10,000 vacancies of the bench employers in every status, three consultants on each. */
export async function seedJobs(db: Database, count: number): Promise<void> {
  await db.query(
    `WITH e AS (SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE 'employer' = ANY(roles) ORDER BY id LIMIT 2000) x)
     INSERT INTO jobs (title, reference, status, author_id, organization_id, city, country_code, sectors, departments, position_count,
                       salary_min, salary_max, salary_currency, success_fee_percentage, published_at, created_at)
     SELECT (ARRAY['Engineer', 'Chemist', 'Controller', 'Head of HR', 'Sales Director', 'Analyst'])[1 + g % 6] || ' ' || g, 'B-' || g,
            (ARRAY['active', 'active', 'active', 'draft', 'on-hold', 'closed', 'cancelled', 'expired'])[1 + g % 8],
            e.a[1 + g % array_length(e.a, 1)], u.organization_id,
            CASE WHEN g % 2 = 0 THEN 'Zürich' ELSE 'Berlin' END, CASE WHEN g % 2 = 0 THEN 'CH' ELSE 'DE' END,
            ARRAY[(ARRAY['pharma', 'banking', 'insurance', 'industry', 'it', 'retail'])[1 + g % 6]],
            ARRAY[(ARRAY['finance', 'hr', 'it', 'sales', 'operations'])[1 + g % 5]],
            1 + g % 3, 80000 + (g % 10) * 10000, 120000 + (g % 10) * 10000, 'chf', 20,
            now() - make_interval(hours => g), now() - make_interval(hours => g)
       FROM generate_series(1, $1) g, e JOIN LATERAL (SELECT organization_id FROM users WHERE id = e.a[1 + g % array_length(e.a, 1)]) u ON true`,
    [count],
  );
  await db.query(
    `WITH r AS (SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE 'recruiter' = ANY(roles) ORDER BY id LIMIT 5000) x)
     INSERT INTO job_recruiters (job_id, recruiter_id, status, source)
     SELECT j.id, r.a[1 + ((j.id * 3 + k) % array_length(r.a, 1))], (ARRAY['accepted', 'invited', 'requested'])[1 + k], 'invitation'
       FROM jobs j, r, generate_series(0, 2) k`,
  );
  await db.query(`UPDATE jobs j SET recruiters_count = 3, accepted_recruiters_count = 1`);
}

async function scenarios({ db }: { db: Database }): Promise<Scenario[]> {
  await seedJobs(db, JOBS);
  // As autovacuum leaves a live table: statistics and a visibility map (index-only counts).
  await db.query('VACUUM ANALYZE jobs');
  await db.query('VACUUM ANALYZE job_recruiters');
  const [one] = await db.query<{ id: string }>("SELECT id FROM jobs WHERE status = 'active' ORDER BY id LIMIT 1 OFFSET 500");
  return [
    { name: 'health (token lookup + SELECT 1)', method: 'GET', path: '/api/health' },
    { name: 'vacancy by primary key (view)', method: 'GET', path: `/api/job/${one!.id}/view` },
    { name: 'vacancy list, defaults', method: 'POST', path: '/api/job/list', body: {} },
    {
      name: 'vacancy list, active, by title',
      method: 'POST',
      path: '/api/job/list',
      body: { statuses: ['active'], sortBy: 'title', sortOrder: 'ASC' },
    },
    {
      name: 'vacancy list, search + filters',
      method: 'POST',
      path: '/api/job/list',
      body: { search: 'engin', countryCode: 'CH', sectors: ['pharma', 'it'], page: 2 },
    },
    { name: 'vacancy list, page 200', method: 'POST', path: '/api/job/list', body: { page: 200, pageSize: 20 } },
  ];
}

async function main() {
  const rows = await benchBothDatabases('jobs', scenarios);
  console.log(
    `\nVacancy list at 10 connections, ${process.env.BENCH_SECONDS ?? 10} s each, ${JOBS.toLocaleString('en')} vacancies seeded:`,
  );
  printRows(rows);
}

if (process.argv[1]?.endsWith('jobs.bench.ts')) await main();

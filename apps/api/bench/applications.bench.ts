/**
 * Application list benchmark (issue 5): req/s and latency at 10 connections on PGlite and
 * PostgreSQL with 100,000 applications (of 100,000 candidates on 5,000 vacancies, with a log row
 * each) seeded by SQL, beside the bare health check and a primary-key lookup of one application in
 * the same run. Figures, not tests.
 * `pnpm exec tsx apps/api/bench/applications.bench.ts` (BENCH_USERS, BENCH_SECONDS, BENCH_APPLICATIONS, BENCH_DATABASE_URL).
 */
import type { Database } from '../src/db/database';
import type { Scenario } from './api.bench';

// The application list reads users only as authors and consultants.
process.env.BENCH_USERS ??= '20000';
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 100_000);
const JOBS = Math.max(1, Math.round(APPLICATIONS / 20));
const { benchBothDatabases, printRows } = await import('./api.bench');

/** Vacancies of the bench employers, candidates of the bench consultants, and one application per candidate. */
export async function seedApplications(db: Database, count: number): Promise<void> {
  await db.query(
    `WITH e AS (SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE 'employer' = ANY(roles) ORDER BY id LIMIT 1000) x)
     INSERT INTO jobs (title, reference, status, author_id, organization_id, city, country_code, position_count, success_fee_percentage, published_at)
     SELECT 'Bench vacancy ' || g, 'BA-' || g, 'active', e.a[1 + g % array_length(e.a, 1)], u.organization_id,
            'Zürich', 'CH', 3, 20, now() - make_interval(hours => g)
       FROM generate_series(1, $1) g, e JOIN LATERAL (SELECT organization_id FROM users WHERE id = e.a[1 + g % array_length(e.a, 1)]) u ON true`,
    [JOBS],
  );
  await db.query(
    `WITH r AS (SELECT array_agg(id ORDER BY id) AS a FROM (SELECT id FROM users WHERE 'recruiter' = ANY(roles) ORDER BY id LIMIT 5000) x)
     INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, city, email_key)
     SELECT r.a[1 + g % array_length(r.a, 1)], u.organization_id,
            (ARRAY['Anna', 'Marco', 'Lena', 'Jonas', 'Sophie', 'Felix', 'Mia', 'Tim'])[1 + g % 8], 'Candidate' || g,
            'candidate' || g || '@bench.example', CASE WHEN g % 2 = 0 THEN 'Basel' ELSE 'Köln' END, 'candidate' || g || '@bench.example'
       FROM generate_series(1, $1) g, r JOIN LATERAL (SELECT organization_id FROM users WHERE id = r.a[1 + g % array_length(r.a, 1)]) u ON true`,
    [count],
  );
  await db.query(
    `INSERT INTO applications (job_id, candidate_id, recruiter_id, company_organization_id, agency_organization_id, status, created_at)
     SELECT j.id, c.id, c.owner_id, j.organization_id, c.organization_id,
            (ARRAY['proposed', 'interview', 'in-review', 'offer-made', 'backed-up', 'rejected', 'withdrawn', 'line-manager-review'])[1 + c.id % 8],
            now() - make_interval(mins => c.id::int)
       FROM candidates c JOIN jobs j ON j.reference = 'BA-' || (1 + c.id % $1)`,
    [JOBS],
  );
  await db.query(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, actor_id, created_at)
     SELECT 'application', a.id, a.job_id, 'create', NULL, 'proposed', a.recruiter_id, a.created_at FROM applications a`,
  );
  await db.query(`UPDATE jobs j SET candidates_count = (SELECT count(*) FROM applications a WHERE a.job_id = j.id)`);
}

async function scenarios({ db }: { db: Database }): Promise<Scenario[]> {
  await seedApplications(db, APPLICATIONS);
  // A database in steady state: autovacuum has set the visibility map (index-only counts) and statistics.
  await db.query('VACUUM ANALYZE');
  const [one] = await db.query<{ id: string; job_id: string }>('SELECT id, job_id FROM applications ORDER BY id LIMIT 1 OFFSET 5000');
  return [
    { name: 'health (token lookup + SELECT 1)', method: 'GET', path: '/api/health' },
    { name: 'application by primary key (view)', method: 'GET', path: `/api/application/${one!.id}/view` },
    { name: 'application list, defaults', method: 'POST', path: '/api/application/list', body: {} },
    { name: 'application list, one vacancy', method: 'POST', path: '/api/application/list', body: { jobId: Number(one!.job_id) } },
    {
      name: 'application list, two statuses',
      method: 'POST',
      path: '/api/application/list',
      body: { status: ['interview', 'offer-made'] },
    },
    { name: 'application list, by candidate name', method: 'POST', path: '/api/application/list', body: { search: 'Candidate4242' } },
  ];
}

async function main() {
  const rows = await benchBothDatabases('applications', scenarios);
  console.log(
    `\nApplications at 10 connections, ${process.env.BENCH_SECONDS ?? 10} s each, ${APPLICATIONS.toLocaleString('en')} applications seeded:`,
  );
  printRows(rows);
}

if (process.argv[1]?.endsWith('applications.bench.ts')) await main();

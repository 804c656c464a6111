/**
 * The data set of the browser bench of the vacancy and candidate screens (issues 15 and 16,
 * apps/web/bench/vitals.mjs), written into a fresh DATA_DIR before the server starts on it: the
 * migrations and the demo data (the server's own seed), then by bulk SQL 1,000 vacancies of the demo
 * employer (most active, some on hold, closed or drafts), one of them ("Bench pipeline") with the
 * demo consultant accepted on it and 500 of that consultant's candidates submitted (spread over the
 * pipeline's statuses, with the submission's log entry), and 5,000 candidates of that consultant in
 * all. Prints what the bench needs as JSON (the pipeline vacancy's id, the counts).
 * `pnpm exec tsx apps/api/bench/webData.ts <DATA_DIR>` (BENCH_WEB_VACANCIES, BENCH_WEB_APPLICATIONS,
 * BENCH_WEB_CANDIDATES).
 */
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { LocalFileStorage } from '../src/files/storage';
import { seedDemoData } from '../src/seed/seed';

export interface WebBenchData {
  employer: string;
  consultant: string;
  /** The vacancy with the applications. */
  pipelineVacancyId: number;
  vacancies: number;
  applications: number;
  candidates: number;
  seconds: number;
}

const EMPLOYER = 'employer@mandate.demo';
const CONSULTANT = 'consultant1@mandate.demo';

async function userOf(db: Database, username: string) {
  const [row] = await db.query<{ id: string; organization_id: string }>('SELECT id, organization_id FROM users WHERE username = $1', [
    username,
  ]);
  if (!row) throw new Error(`the demo data has no ${username}`);
  return row;
}

/** The bench rows on a migrated, demo-seeded database. */
export async function seedWebBench(
  db: Database,
  { vacancies = 1000, applications = 500, candidates = 5000 } = {},
): Promise<Omit<WebBenchData, 'seconds'>> {
  const employer = await userOf(db, EMPLOYER);
  const consultant = await userOf(db, CONSULTANT);
  // The employer's vacancies: the first is the pipeline vacancy, the newest of them all.
  await db.query(
    `INSERT INTO jobs (title, reference, status, author_id, organization_id, city, country_code, sectors, departments,
                       position_count, salary_min, salary_max, salary_currency, success_fee_percentage, description,
                       published_at, created_at, updated_at, status_changed_at)
     SELECT CASE WHEN g = 1 THEN 'Bench pipeline' ELSE (ARRAY['Head of', 'Senior', 'Lead', 'Chief'])[1 + g % 4] || ' ' ||
                 (ARRAY['Finance', 'Sales', 'Engineering', 'Operations', 'Marketing', 'Legal'])[1 + g % 6] || ' ' || g END,
            'BENCH-' || lpad(g::text, 4, '0'),
            CASE WHEN g = 1 OR g % 10 < 7 THEN 'active' WHEN g % 10 = 7 THEN 'on-hold' WHEN g % 10 = 8 THEN 'closed' ELSE 'draft' END,
            $2, $3, (ARRAY['Zürich', 'Basel', 'Bern', 'Genève', 'Luzern'])[1 + g % 5], 'CH',
            ARRAY[(ARRAY['pharma', 'banking', 'insurance', 'industry', 'it', 'retail'])[1 + g % 6]],
            ARRAY[(ARRAY['finance', 'hr', 'it', 'sales', 'operations'])[1 + g % 5]],
            1 + g % 3, 120000 + (g % 10) * 10000, 160000 + (g % 10) * 10000, 'chf', 20 + g % 6,
            '<p>Bench vacancy ' || g || ': a role to fill with a search consultant.</p>',
            CASE WHEN g % 10 = 9 THEN NULL ELSE now() - make_interval(hours => g) END,
            now() - make_interval(hours => g), now() - make_interval(hours => g), now() - make_interval(hours => g)
       FROM generate_series(1, $1) g`,
    [vacancies, employer.id, employer.organization_id],
  );
  const [pipeline] = await db.query<{ id: string }>("SELECT id FROM jobs WHERE reference = 'BENCH-0001'");
  const jobId = pipeline!.id;
  const [relation] = await db.query<{ id: string }>(
    `INSERT INTO job_recruiters (job_id, recruiter_id, status, source, comment) VALUES ($1, $2, 'accepted', 'request', 'Bench') RETURNING id`,
    [jobId, consultant.id],
  );
  await db.query(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, actor_id)
     VALUES ('job', $1, $1, 'pay-for-publication', 'draft', 'active', $2),
            ('job-recruiter', $3, $1, 'request', NULL, 'requested', $4),
            ('job-recruiter', $3, $1, 'approve', 'requested', 'accepted', $2)`,
    [jobId, employer.id, relation!.id, consultant.id],
  );
  await db.query('UPDATE jobs SET recruiters_count = 1, accepted_recruiters_count = 1 WHERE id = $1', [jobId]);
  // The consultant's candidates.
  await db.query(
    `INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, email_key, city, country_code, position, created_at)
     SELECT $2, $3, (ARRAY['Anna', 'Marco', 'Lena', 'Jonas', 'Sophie', 'Felix', 'Mia', 'Tim'])[1 + g % 8], 'Bench' || g,
            'bench' || g || '@candidates.example', 'bench' || g || '@candidates.example',
            (ARRAY['Zürich', 'Basel', 'Köln', 'Berlin'])[1 + g % 4], CASE WHEN g % 4 < 2 THEN 'CH' ELSE 'DE' END,
            (ARRAY['CFO', 'Sales Director', 'Head of IT', 'Plant Manager'])[1 + g % 4], now() - make_interval(mins => g)
       FROM generate_series(1, $1) g`,
    [candidates, consultant.id, consultant.organization_id],
  );
  // The first `applications` of them submitted on the pipeline vacancy, over the pipeline's statuses.
  await db.query(
    `INSERT INTO applications (job_id, candidate_id, recruiter_id, job_recruiter_id, company_organization_id, agency_organization_id,
                               status, interviews_count, created_at, updated_at, status_changed_at)
     SELECT $1, c.id, c.owner_id, $2, $3, c.organization_id,
            (ARRAY['proposed', 'proposed', 'in-review', 'interview', 'line-manager-review', 'offer-made', 'backed-up', 'rejected', 'withdrawn'])[1 + n % 9],
            CASE WHEN n % 9 IN (3, 4, 5) THEN 1 ELSE 0 END,
            now() - make_interval(mins => n), now() - make_interval(mins => n), now() - make_interval(mins => n)
       FROM (SELECT id, owner_id, organization_id, (row_number() OVER (ORDER BY id))::int AS n
               FROM candidates WHERE owner_id = $4 AND email_key LIKE 'bench%@candidates.example' ORDER BY id LIMIT $5) c`,
    [jobId, relation!.id, employer.organization_id, consultant.id, applications],
  );
  await db.query(
    `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, actor_id, created_at)
     SELECT 'application', a.id, a.job_id, 'create', NULL, 'proposed', a.recruiter_id, a.created_at FROM applications a WHERE a.job_id = $1`,
    [jobId],
  );
  await db.query('UPDATE jobs SET candidates_count = (SELECT count(*) FROM applications WHERE job_id = $1) WHERE id = $1', [jobId]);
  await db.query('ANALYZE');
  return { employer: EMPLOYER, consultant: CONSULTANT, pipelineVacancyId: Number(jobId), vacancies, applications, candidates };
}

async function main() {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: webData.ts <DATA_DIR>');
  const started = Date.now();
  const db = await openDatabase({ dataDir: path.resolve(dataDir) });
  try {
    await migrate(db);
    await seedDemoData(db, { storage: new LocalFileStorage(path.join(path.resolve(dataDir), 'files')) });
    const data = await seedWebBench(db, {
      vacancies: Number(process.env.BENCH_WEB_VACANCIES ?? 1000),
      applications: Number(process.env.BENCH_WEB_APPLICATIONS ?? 500),
      candidates: Number(process.env.BENCH_WEB_CANDIDATES ?? 5000),
    });
    process.stdout.write(JSON.stringify({ ...data, seconds: (Date.now() - started) / 1000 } satisfies WebBenchData));
  } finally {
    await db.close();
  }
}

if (process.argv[1]?.endsWith('webData.ts')) await main();

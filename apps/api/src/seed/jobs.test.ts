import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { demoJobs, seedDemoJobs } from './jobs';
import { seedDemoData } from './seed';

describe.each(testDatabases)('demo vacancies on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  it('are written once with their consultants and logs, in several statuses', async () => {
    await seedDemoData(db);
    const jobs = await db.query<{ status: string; recruiters_count: number }>(
      'SELECT status, recruiters_count FROM jobs ORDER BY reference',
    );
    expect(jobs.length).toBe(demoJobs.length);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['active', 'draft', 'on-hold', 'closed', 'cancelled']));
    const relations = await db.query<{ status: string }>('SELECT DISTINCT status FROM job_recruiters');
    expect(relations.map((r) => r.status).sort()).toEqual([
      'accepted',
      'invited',
      'rejected',
      'requested',
      'withdrawn',
      'withdrawn-invitation',
    ]);
    const [mismatch] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM job_recruiters r
        WHERE r.status <> (SELECT l.to_status FROM status_logs l WHERE l.entity_type = 'job-recruiter' AND l.entity_id = r.id ORDER BY l.id DESC LIMIT 1)`,
    );
    expect(Number(mismatch!.n)).toBe(0);
    const count = async () =>
      (await db.query<{ n: string }>('SELECT (SELECT count(*) FROM jobs) + (SELECT count(*) FROM status_logs) AS n'))[0]!.n;
    const before = await count();
    expect(await seedDemoJobs(db)).toBe(0);
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });
});

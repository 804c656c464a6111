import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { demoApplications, demoCandidateLists, seedDemoApplications, seedDemoCandidateLists } from './applications';
import { seedDemoData } from './seed';

describe.each(testDatabases)('demo applications on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  it('are written once on the demo vacancies, in several statuses, with consent, logs, an interview, a placement and candidate lists', async () => {
    await seedDemoData(db);
    const apps = await db.query<{ status: string }>('SELECT status FROM applications');
    expect(apps).toHaveLength(demoApplications.length);
    expect(new Set(apps.map((a) => a.status))).toEqual(
      new Set([
        'proposed',
        'interview',
        'offer-made',
        'rejected',
        'in-review',
        'line-manager-review',
        'backed-up',
        'recruited',
        'withdrawn',
      ]),
    );
    // Each application's status is the last of its logs; every candidate has a consent record.
    const [mismatch] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM applications a
        WHERE a.status <> (SELECT l.to_status FROM status_logs l WHERE l.entity_type = 'application' AND l.entity_id = a.id ORDER BY l.created_at DESC, l.id DESC LIMIT 1)`,
    );
    expect(Number(mismatch!.n)).toBe(0);
    expect(
      Number(
        (
          await db.query<{ n: string }>(
            'SELECT count(*) AS n FROM candidates c WHERE NOT EXISTS (SELECT 1 FROM candidate_consents x WHERE x.candidate_id = c.id)',
          )
        )[0]!.n,
      ),
    ).toBe(0);
    const [placement] = await db.query<{ total_package: string; recruitment_fee: string; fee: string }>(
      'SELECT p.total_package, p.recruitment_fee, floor(p.total_package * j.success_fee_percentage / 100) AS fee FROM placements p JOIN jobs j ON j.id = p.job_id',
    );
    expect(Number(placement!.recruitment_fee)).toBe(Number(placement!.fee));
    expect(await db.query('SELECT 1 FROM interviews')).toHaveLength(1);
    // Feedback carries a code of the assessment-levels list.
    expect(await db.query('SELECT assessment_level FROM application_feedback')).toEqual([{ assessment_level: 'excellent' }]);
    // Candidate lists: submitted ones to complete, reject or withdraw, and a completed one with the employer's feedback, each with its log.
    const lists = await db.query<{ status: string; milestone: string | null; feedback_assessment_level: string | null; logs: string }>(
      `SELECT l.status, l.milestone, l.feedback_assessment_level,
              (SELECT string_agg(s.to_status, ',' ORDER BY s.created_at) FROM status_logs s WHERE s.entity_type = 'candidate-list' AND s.entity_id = l.id) AS logs
         FROM candidate_lists l ORDER BY l.id`,
    );
    expect(lists).toHaveLength(demoCandidateLists.length);
    expect(lists.filter((l) => l.status === 'submitted').map((l) => l.logs)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(lists.filter((l) => l.status === 'completed')).toEqual([
      { status: 'completed', milestone: 'long-list-delivery', feedback_assessment_level: 'good', logs: 'submitted,completed' },
    ]);

    const count = async () =>
      (
        await db.query<{ n: string }>(
          'SELECT (SELECT count(*) FROM applications) + (SELECT count(*) FROM candidates) + (SELECT count(*) FROM status_logs) + (SELECT count(*) FROM candidate_lists) AS n',
        )
      )[0]!.n;
    const before = await count();
    expect(await seedDemoApplications(db)).toBe(0);
    expect(await seedDemoCandidateLists(db)).toBe(0);
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { demoApplications, seedDemoApplications } from './applications';
import { seedDemoData } from './seed';

describe.each(testDatabases)('demo applications on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  it('are written once on the demo vacancies, in several statuses, with consent, logs, an interview, a placement and a candidate list', async () => {
    await seedDemoData(db);
    const apps = await db.query<{ status: string }>('SELECT status FROM applications');
    expect(apps).toHaveLength(demoApplications.length);
    expect(new Set(apps.map((a) => a.status))).toEqual(
      new Set(['proposed', 'interview', 'offer-made', 'rejected', 'in-review', 'backed-up', 'recruited', 'withdrawn']),
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
    expect(await db.query('SELECT 1 FROM candidate_lists')).toHaveLength(1);

    const count = async () =>
      (
        await db.query<{ n: string }>(
          'SELECT (SELECT count(*) FROM applications) + (SELECT count(*) FROM candidates) + (SELECT count(*) FROM status_logs) + (SELECT count(*) FROM candidate_lists) AS n',
        )
      )[0]!.n;
    const before = await count();
    expect(await seedDemoApplications(db)).toBe(0);
    await seedDemoData(db);
    expect(await count()).toBe(before);
  });
});

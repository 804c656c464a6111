import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { downloadSheet, rowValues } from '../testing/spreadsheet';
import { createJob, openWorld, type World } from './testing';

/** More than two pages of the export (1,000 rows each). */
const COUNT = 2_345;

describe.each(testDatabases)('application export on $name', ({ open }) => {
  let w: World;
  let base: string;
  beforeAll(async () => {
    w = await openWorld(open);
    base = await w.app.listen({ port: 0, host: '127.0.0.1' });
    const job = await createJob(w.db, { title: 'Head of Finance', authorId: w.ids.e1!, organizationId: w.orgs.a! });
    // Alice's candidates on the vacancy, every second one Carl's; the same creation time for many, so the id breaks ties.
    await w.db.query(
      `INSERT INTO candidates (owner_id, organization_id, first_name, last_name, email, city)
       SELECT CASE WHEN g % 2 = 0 THEN $1::bigint ELSE $2::bigint END, $3, 'Anna', 'Muster ' || g, 'anna' || g || '@example.ch', 'Zürich'
         FROM generate_series(1, $4) g`,
      [w.ids.alice, w.ids.carl, w.orgs.x, COUNT],
    );
    await w.db.query(
      `INSERT INTO applications (job_id, candidate_id, recruiter_id, company_organization_id, agency_organization_id, status, rating, interviews_count, created_at)
       SELECT $1, c.id, c.owner_id, $2, c.organization_id, CASE WHEN c.id % 3 = 0 THEN 'interview' ELSE 'proposed' END,
              CASE WHEN c.id % 4 = 0 THEN 3.5 END, c.id % 3, timestamptz '2026-03-01 09:30:00+00' + make_interval(mins => (c.id % 10)::int)
         FROM candidates c`,
      [job, w.orgs.a],
    );
  });
  afterAll(() => w.close());

  const exportAs = (who: string, body: unknown = {}, locale?: string) =>
    downloadSheet(`${base}/api/application/export`, { token: w.tokens[who]!, body, ...(locale ? { locale } : {}) });

  it('exports every application the user may see, in the list’s order, with typed cells (read back with ExcelJS)', async () => {
    const all = await exportAs('admin');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="applications.xlsx"');
    const sheet = all.sheet!;
    expect(sheet.name).toBe('Applications');
    expect(rowValues(sheet, 1)).toEqual([
      'ID',
      'Vacancy',
      'Candidate',
      'E-mail',
      'Phone',
      'City',
      'Consultant',
      'Agency',
      'Status',
      'Rating',
      'Interviews',
      'Created',
      'Status changed',
    ]);
    expect(sheet.actualRowCount).toBe(COUNT + 1);
    const expected = await w.db.query<{ id: string; rating: string | null; created_at: Date; status: string }>(
      'SELECT id, rating, created_at, status FROM applications ORDER BY id DESC',
    );
    expect(sheet.getColumn(1).values.slice(2)).toEqual(expected.map((r) => Number(r.id)));
    const first = sheet.getRow(2);
    const row = expected[0]!;
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(2).value).toBe('Head of Finance');
    expect(first.getCell(7).value).toBe(Number(row.id) % 2 === 0 ? 'Alice Adams' : 'Carl Cole');
    expect(first.getCell(8).value).toBe('Xray Search');
    expect(first.getCell(10).value).toBe(row.rating === null ? null : Number(row.rating));
    expect(first.getCell(11).type).toBe(ExcelJS.ValueType.Number);
    expect(first.getCell(12).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(12).value).toEqual(new Date(row.created_at));
    const rated = expected.findIndex((r) => r.rating !== null);
    expect(sheet.getRow(rated + 2).getCell(10).value).toBe(3.5);
  });

  it('applies the list’s filters, sort, visibility and locale', async () => {
    const alice = await exportAs('alice', { status: ['interview'], sortBy: 'candidate', sortOrder: 'asc' }, 'de');
    const sheet = alice.sheet!;
    expect(sheet.name).toBe('Bewerbungen');
    expect(rowValues(sheet, 1).slice(0, 3)).toEqual(['ID', 'Vakanz', 'Kandidat/in']);
    const expected = await w.db.query<{ id: string }>(
      `SELECT a.id FROM applications a JOIN candidates c ON c.id = a.candidate_id
        WHERE a.recruiter_id = $1 AND a.status = 'interview' ORDER BY lower(c.last_name), lower(c.first_name), a.id DESC`,
      [w.ids.alice],
    );
    expect(expected.length).toBeGreaterThan(300);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(expected.map((r) => Number(r.id)));
    expect(sheet.getRow(2).getCell(9).value).toBe(
      (await w.call('POST', '/api/application/list', { token: w.tokens.alice, locale: 'de', body: { status: ['interview'] } })).body.result
        .items[0].status.label,
    );
    // Another company's employer sees none: the header row alone.
    expect((await exportAs('e2')).sheet!.actualRowCount).toBe(1);
    // Invalid filters answer 422 before the download starts.
    const invalid = await exportAs('admin', { status: ['hired'] });
    expect(invalid.status).toBe(422);
    expect(Object.keys(JSON.parse(invalid.text!).errors).join()).toMatch(/^status/);
  });
});

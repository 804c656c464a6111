import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/tokens';
import { testDatabases } from '../testing/databases';
import { createUser } from '../testing/fixtures';
import { downloadSheet, rowValues } from '../testing/spreadsheet';
import { jobWorld, type JobWorld } from './testWorld';

// The calls of the vacancy list screen and of monitoring (issue 15 points 2 and 6) over HTTP:
// statistics and filter values with the list's filters and visibility, favourites, the consultant's
// own list, the exports and who may run them.
describe.each(testDatabases)('the vacancy list and monitoring on $name', ({ open }) => {
  let w: JobWorld;
  const ids: Record<string, number> = {};
  let monitoringToken = '';
  beforeAll(async () => {
    w = await jobWorld(await open());
    const tag = { sectors: ['listtest'], countryCode: 'CH' };
    ids.active = await w.job('active', 'author', { title: 'Listing Alpha Analyst', positionCount: 3, placementCount: 1, ...tag });
    ids.hold = await w.job('on-hold', 'author', { title: 'Listing Beta Buyer', positionCount: 1, ...tag });
    ids.expired = await w.job('expired', 'author', { title: 'Listing Gamma Geologist', positionCount: 2, ...tag });
    ids.draft = await w.job('draft', 'author', { title: 'Listing Delta Designer', ...tag });
    ids.deleted = await w.job('deleted-draft', 'author', { title: 'Listing Epsilon Editor', ...tag });
    ids.other = await w.job('active', 'stranger', {
      title: 'Listing Other Company',
      countryCode: 'DE',
      sectors: ['listtest'],
      isPublic: false,
    });
    // r1 is invited to the on-hold vacancy of the author; the active one is public for every consultant.
    await w.db.query(`INSERT INTO job_recruiters (job_id, recruiter_id, status, source) VALUES ($1, $2, 'invited', 'invitation')`, [
      ids.hold,
      w.ids.r1,
    ]);
    const monitor = await createUser(w.db, { username: 'monitor@test.example', roles: ['monitoring'] });
    monitoringToken = (await startSession(w.db, monitor)).token;
  });
  afterAll(async () => w.close());

  const as = (who: string) => ({ token: w.tokens[who] });
  const base = () => `http://127.0.0.1:${(w.app.server.address() as { port: number }).port}`;
  const listTest = { sectors: ['listtest'] };

  it('counts the visible vacancies by status with the filters, deleted drafts left out of the total', async () => {
    const stats = await w.call('POST', '/api/job/statistics', { ...as('author'), body: listTest });
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    expect(stats.body.result).toMatchObject({
      total: 4,
      byStatus: { active: 1, 'on-hold': 1, expired: 1, draft: 1, 'deleted-draft': 1, closed: 0 },
      positions: 7,
      placements: 1,
      openPositions: 6,
      favourites: 0,
    });
    // The search narrows the counts as it narrows the list.
    const searched = await w.call('POST', '/api/job/statistics', { ...as('author'), body: { ...listTest, search: 'gamma' } });
    expect(searched.body.result).toMatchObject({ total: 1, byStatus: { expired: 1, active: 0 } });
    // The admin counts every company's vacancies; another company's employer none of the author's.
    expect((await w.call('POST', '/api/job/statistics', { ...as('admin'), body: listTest })).body.result.total).toBe(5);
    expect((await w.call('POST', '/api/job/statistics', { ...as('stranger'), body: listTest })).body.result.total).toBe(1);
    // A consultant: the public active vacancy and the one they are invited to.
    const consultant = await w.call('POST', '/api/job/statistics', { ...as('r1'), body: listTest });
    expect(consultant.body.result).toMatchObject({ total: 2, byStatus: { active: 1, 'on-hold': 1, draft: 0 } });
    // …and only the invited one when the list asks for their own relations.
    const own = await w.call('POST', '/api/job/statistics', {
      ...as('r1'),
      body: { ...listTest, recruiterStatuses: ['requested', 'accepted', 'rejected', 'withdrawn', 'invited', 'withdrawn-invitation'] },
    });
    expect(own.body.result).toMatchObject({ total: 1, byStatus: { 'on-hold': 1, active: 0 } });
  });

  it('lists the company-search statuses, sorts, pages and keeps favourites per user', async () => {
    const page = (body: Record<string, unknown>, who = 'author') =>
      w.call('POST', '/api/job/list', { ...as(who), body: { ...listTest, ...body } });
    const search = await page({ statuses: ['active', 'expired', 'on-hold'], sortBy: 'title', sortOrder: 'ASC', pageSize: 2 });
    expect(search.body.result.total).toBe(3);
    expect(search.body.result.items.map((i: { title: string }) => i.title)).toEqual(['Listing Alpha Analyst', 'Listing Beta Buyer']);
    const second = await page({ statuses: ['active', 'expired', 'on-hold'], sortBy: 'title', sortOrder: 'ASC', pageSize: 2, page: 1 });
    expect(second.body.result.items.map((i: { title: string }) => i.title)).toEqual(['Listing Gamma Geologist']);

    const toggled = await w.call('PUT', `/api/job/${ids.expired}/toggle-favorite`, { ...as('author'), body: {} });
    expect(toggled.body.result.isFavorite).toBe(true);
    const favourites = await page({ favouritesOnly: true });
    expect(favourites.body.result.items.map((i: { id: number; isFavorite: boolean }) => [i.id, i.isFavorite])).toEqual([
      [ids.expired, true],
    ]);
    expect((await w.call('POST', '/api/job/statistics', { ...as('author'), body: listTest })).body.result.favourites).toBe(1);
    // A colleague's favourites are their own.
    expect((await page({ favouritesOnly: true }, 'admin')).body.result.total).toBe(0);
    // A vacancy the user may not see cannot become a favourite (404, not 500).
    expect((await w.call('PUT', `/api/job/${ids.other}/toggle-favorite`, { ...as('author'), body: {} })).status).toBe(404);
    await w.call('PUT', `/api/job/${ids.expired}/toggle-favorite`, { ...as('author'), body: {} });
    expect((await page({ favouritesOnly: true })).body.result.total).toBe(0);
  });

  it('refuses malformed filters with field errors in the spec’s shape', async () => {
    for (const path of ['/api/job/list', '/api/job/statistics']) {
      const bad = await w.call('POST', path, { ...as('author'), body: { statuses: ['nope'], sortBy: 'salary', pageSize: 5000 } });
      expect(bad.status, path).toBe(422);
      expect(bad.body).toMatchObject({
        message: expect.any(String),
        errors: expect.objectContaining({ 'statuses.0': expect.any(String), sortBy: expect.any(String) }),
      });
    }
    expect((await w.call('POST', '/api/job/statistics', { body: {} })).status).toBe(401);
  });

  it('offers the filter values among the visible vacancies, status labels in the request’s language', async () => {
    const filters = await w.call('POST', '/api/job/filters-list', { ...as('author'), body: {}, locale: 'de' });
    expect(filters.status).toBe(200);
    const statuses = filters.body.result.statuses as { code: string; label: string; count: number }[];
    expect(statuses.find((s) => s.code === 'on-hold')).toMatchObject({ label: 'Pausiert' });
    expect(statuses.map((s) => s.code)).not.toContain('deleted-draft');
    expect(filters.body.result.sectors).toEqual(expect.arrayContaining([{ code: 'listtest', count: 4 }]));
    expect(filters.body.result.countries.map((c: { code: string }) => c.code)).not.toContain('DE');
    const admin = await w.call('POST', '/api/job/filters-list', { ...as('admin'), body: {} });
    expect(admin.body.result.countries.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['CH', 'DE']));
  });

  it('exports the list for the employer side and admins, not for consultants', async () => {
    const employer = await downloadSheet(`${base()}/api/job/export`, {
      token: w.tokens.author!,
      body: { ...listTest, statuses: ['active', 'expired', 'on-hold'], sortBy: 'title', sortOrder: 'ASC' },
    });
    expect(employer.status).toBe(200);
    expect(employer.sheet!.actualRowCount).toBe(4);
    expect(rowValues(employer.sheet!, 2)[1]).toBe('Listing Alpha Analyst');
    const consultant = await downloadSheet(`${base()}/api/job/export`, { token: w.tokens.r1!, body: listTest });
    expect(consultant.status).toBe(403);
    expect(JSON.parse(consultant.text!)).toMatchObject({ message: expect.any(String) });
  });

  it('exports every vacancy for monitoring to admins and the monitoring role, with the filters', async () => {
    const admin = await downloadSheet(`${base()}/api/job/export/monitoring`, {
      token: w.tokens.admin!,
      body: { ...listTest, sortBy: 'title', sortOrder: 'ASC' },
    });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-disposition')).toBe('attachment; filename="vacancies-monitoring.xlsx"');
    // Every company's vacancies but the deleted draft, in the list's order.
    expect(admin.sheet!.getColumn(2).values.slice(2)).toEqual([
      'Listing Alpha Analyst',
      'Listing Beta Buyer',
      'Listing Delta Designer',
      'Listing Gamma Geologist',
      'Listing Other Company',
    ]);
    const monitor = await downloadSheet(`${base()}/api/job/export/monitoring`, { token: monitoringToken, body: listTest });
    expect(monitor.status).toBe(200);
    expect(monitor.sheet!.actualRowCount).toBe(6);
    for (const who of ['author', 'r1']) {
      const refused = await downloadSheet(`${base()}/api/job/export/monitoring`, { token: w.tokens[who]!, body: listTest });
      expect(refused.status, who).toBe(403);
    }
  });
});

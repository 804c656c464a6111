import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { jobWorld, type JobWorld } from './testWorld';

/** The calls the home pages read that the vacancy list does not cover: moderation (admins) and the public list (no login). */
describe.each(testDatabases)('home lists of vacancies on $name', ({ open }) => {
  let w: JobWorld;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    w = await jobWorld(await open());
    ids.waitingDraft = await w.job('draft', 'author', { title: 'Waiting draft', premoderation: true });
    ids.waitingActive = await w.job('active', 'stranger', { title: 'Waiting active', premoderation: true });
    ids.moderatedClosed = await w.job('closed', 'author', { title: 'Closed moderated', premoderation: true });
    ids.plain = await w.job('active', 'author', { title: 'Plain active chemist', salaryMin: 90_000, salaryMax: 110_000 });
    ids.confidential = await w.job('active', 'author', {
      title: 'Confidential chemist',
      salaryMin: 150_000,
      salaryMax: 170_000,
      salaryCurrency: 'chf',
      salaryConfidential: true,
      successFeePercentage: 25,
    });
    ids.hidden = await w.job('active', 'author', { title: 'Not public chemist', isPublic: false });
    ids.draft = await w.job('draft', 'author', { title: 'Draft chemist' });
    ids.onHold = await w.job('on-hold', 'author', { title: 'On hold chemist' });
  });
  afterAll(async () => w.close());

  const as = (who: string) => ({ token: w.tokens[who] });
  const titles = (body: { result: { items: { title: string }[] } }) => body.result.items.map((item) => item.title);

  describe('POST /job/moderation-list', () => {
    it('lists an admin the vacancies flagged for premoderation that are still open, of every company', async () => {
      const answer = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { sortOrder: 'ASC' } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(titles(answer.body)).toEqual(['Waiting draft', 'Waiting active']);
      expect(answer.body.result.total).toBe(2);
      expect(answer.body.result.items[0]).toMatchObject({ id: ids.waitingDraft, status: { code: 'draft' }, premoderation: true });
    });

    it('takes the list’s filters and paging, within the waiting statuses', async () => {
      const active = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { statuses: ['active'] } });
      expect(titles(active.body)).toEqual(['Waiting active']);
      // A closed vacancy no longer waits, even when asked for.
      const closed = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { statuses: ['closed'] } });
      expect(closed.body.result).toEqual({ items: [], total: 0 });
      const paged = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { pageSize: 1, page: 1, sortOrder: 'ASC' } });
      expect(titles(paged.body)).toEqual(['Waiting active']);
      expect(paged.body.result.total).toBe(2);
      const search = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { search: 'draft' } });
      expect(titles(search.body)).toEqual(['Waiting draft']);
    });

    it('refuses employers and consultants with 403, anonymous callers with 401, a bad body with 422', async () => {
      for (const who of ['author', 'manager', 'r1']) {
        const refused = await w.call('POST', '/api/job/moderation-list', { ...as(who), body: {} });
        expect(refused.status, who).toBe(403);
        expect(refused.body.message).toBeTruthy();
      }
      expect((await w.call('POST', '/api/job/moderation-list', { body: {} })).status).toBe(401);
      const bad = await w.call('POST', '/api/job/moderation-list', { ...as('admin'), body: { statuses: ['waiting'] } });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toHaveProperty(['statuses.0']);
    });
  });

  describe('GET /job/public-list', () => {
    it('answers without a login only active public vacancies, newest first, without fees or confidential salaries', async () => {
      const answer = await w.call('GET', '/api/job/public-list?search=chemist');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(titles(answer.body)).toEqual(['Confidential chemist', 'Plain active chemist']);
      expect(answer.body.result.total).toBe(2);
      const [confidential, plain] = answer.body.result.items;
      expect(confidential.salary).toBeNull();
      expect(plain.salary).toMatchObject({ min: 90_000, max: 110_000 });
      for (const item of answer.body.result.items) {
        expect(Object.keys(item).sort()).toEqual(
          [
            'departments',
            'id',
            'organization',
            'place',
            'positionCount',
            'publicationDate',
            'reference',
            'salary',
            'sectors',
            'status',
            'title',
          ].sort(),
        );
        expect(item.status).toEqual({ code: 'active' });
      }
      expect(confidential.organization).toEqual({ id: w.orgs.company, name: 'Helvetia Pharma AG' });
    });

    it('pages, and refuses a bad page size with 422 in the error shape', async () => {
      const second = await w.call('GET', '/api/job/public-list?search=chemist&pageSize=1&page=1');
      expect(titles(second.body)).toEqual(['Plain active chemist']);
      expect(second.body.result.total).toBe(2);
      const bad = await w.call('GET', '/api/job/public-list?pageSize=100000');
      expect(bad.status).toBe(422);
      expect(bad.body).toMatchObject({ message: expect.any(String), errors: { pageSize: expect.any(String) } });
    });
  });
});

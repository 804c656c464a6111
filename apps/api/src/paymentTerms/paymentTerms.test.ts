import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';

describe.each(testDatabases)('payment terms on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });

  it('are added, edited, listed and deleted by admins; everyone signed in reads them', async () => {
    const created = await call('admin', 'POST', '/payment-term/create', { label: '30 days net', code: null, days: 30, mode: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toEqual({ id: expect.any(Number), label: '30 days net', code: null, days: 30, mode: 1 });
    const id = created.body.result.id as number;
    const second = await call('admin', 'POST', '/payment-term/create', { label: '60 days net', code: 'net-60', days: 60, mode: 0 });
    expect(second.status).toBe(200);

    for (const who of ['author', 'r1', 'lineManager']) {
      const list = await call(who, 'GET', '/payment-term/list');
      expect(list.status).toBe(200);
      // Company terms first, then agency terms; by days within each.
      expect(list.body.result.items.map((t: { label: string }) => t.label)).toEqual(['60 days net', '30 days net']);
      expect(list.body.result.total).toBe(2);
    }

    const edited = await call('admin', 'PUT', `/payment-term/${id}/edit`, { label: '45 days net', code: 'net-45', days: 45, mode: 0 });
    expect(edited.body.result).toEqual({ id, label: '45 days net', code: 'net-45', days: 45, mode: 0 });
    // Codes are unique regardless of case.
    const taken = await call('admin', 'PUT', `/payment-term/${id}/edit`, { label: 'x', code: 'NET-60', days: 1, mode: 0 });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: 'Another payment term has this code.' });

    // Employers and consultants may not change them.
    expect((await call('author', 'POST', '/payment-term/create', { label: 'x', days: 1, mode: 0 })).status).toBe(403);
    expect((await call('r1', 'PUT', `/payment-term/${id}/edit`, { label: 'x', days: 1, mode: 0 })).status).toBe(403);
    expect((await call('author', 'DELETE', `/payment-term/${id}/delete`)).status).toBe(403);
    expect((await w.call('GET', '/api/payment-term/list')).status).toBe(401);

    const deleted = await call('admin', 'DELETE', `/payment-term/${id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.result.id).toBe(id);
    expect((await call('admin', 'DELETE', `/payment-term/${id}/delete`)).status).toBe(404);
    expect((await call('admin', 'PUT', `/payment-term/${id}/edit`, { label: 'x', days: 1, mode: 0 })).status).toBe(404);
    expect((await call('author', 'GET', '/payment-term/list')).body.result.total).toBe(1);
  });

  it('refuses invalid terms with field errors', async () => {
    const invalid = await call('admin', 'POST', '/payment-term/create', { label: ' ', days: 1e20, mode: 2 }, 'de');
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['days', 'label', 'mode']);
    const missing = await call('admin', 'POST', '/payment-term/create', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['days', 'label', 'mode']);
  });
});

import { DEFAULT_REVENUE_SPLIT, applicationStatusLabelsDe, applicationStatuses, milestoneTypes } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { listenForTest, type TestCall } from '../testing/fixtures';
import { referenceLists } from './lists';

describe.each(testDatabases)('reference data on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;

  beforeAll(async () => {
    db = await open();
    ({ app, call } = await listenForTest({ db }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers every list with codes and labels in English and German, public and cacheable', async () => {
    const index = await call('GET', '/api/list');
    expect(index.status).toBe(200);
    const names = index.body.result.map((e: { code: string }) => e.code);
    expect(names).toEqual(Object.keys(referenceLists));
    for (const name of names) {
      const en = await call('GET', `/api/list/${name}`);
      const de = await call('GET', `/api/list/${name}`, { locale: 'de' });
      expect(en.status, name).toBe(200);
      expect(en.headers.get('vary')).toContain('Locale');
      expect(en.body.result.length, name).toBeGreaterThan(0);
      const codes = en.body.result.map((e: { code: unknown }) => e.code);
      expect(new Set(codes).size, `${name} codes are unique`).toBe(codes.length);
      for (const entry of [...en.body.result, ...de.body.result]) {
        expect(typeof entry.label, name).toBe('string');
        expect(entry.label.length, name).toBeGreaterThan(0);
      }
      expect(de.body.result.map((e: { code: unknown }) => e.code).sort()).toEqual([...codes].sort());
    }
  });

  it('labels by the Locale header: countries in German, sorted by label', async () => {
    const en = (await call('GET', '/api/list/countries')).body.result;
    const de = (await call('GET', '/api/list/countries', { locale: 'de-CH' })).body.result;
    expect(en.length).toBeGreaterThanOrEqual(249);
    expect(en.find((c: { code: string }) => c.code === 'CH').label).toBe('Switzerland');
    expect(de.find((c: { code: string }) => c.code === 'CH').label).toBe('Schweiz');
    expect(de.find((c: { code: string }) => c.code === 'DE').label).toBe('Deutschland');
    const labels = de.map((c: { label: string }) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare));
  });

  it('takes statuses, milestones and the revenue split default from domain, with extra fields', async () => {
    const statuses = (await call('GET', '/api/list/application-statuses', { locale: 'de' })).body.result;
    expect(statuses).toEqual(applicationStatuses.map((code) => ({ code, label: applicationStatusLabelsDe[code] })));
    const milestones = (await call('GET', '/api/list/milestones')).body.result;
    expect(milestones.map((m: { code: string }) => m.code)).toEqual([...milestoneTypes]);
    const splits = (await call('GET', '/api/list/revenue-splits')).body.result;
    expect(splits[0]).toEqual({ ...DEFAULT_REVENUE_SPLIT });
    const plans = (await call('GET', '/api/list/plans')).body.result;
    expect(plans.map((p: { code: string; badge: string }) => [p.code, p.badge])).toEqual([
      ['basic', 'B'],
      ['premium', 'P'],
      ['premium-plus', 'P+'],
    ]);
    const currencies = (await call('GET', '/api/list/currencies', { locale: 'de' })).body.result;
    expect(currencies.map((c: { code: string }) => c.code)).toEqual(['chf', 'eur', 'gbp', 'usd']);
    expect(currencies[0]).toEqual({ code: 'chf', label: 'CHF', name: 'Schweizer Franken' });
    const languages = (await call('GET', '/api/list/languages', { locale: 'de' })).body.result;
    expect(languages).toEqual([
      { code: 'en', label: 'Englisch' },
      { code: 'de', label: 'Deutsch' },
    ]);
    const zones = (await call('GET', '/api/list/time-zones')).body.result.map((z: { code: string }) => z.code);
    expect(zones).toContain('Europe/Zurich');
  });

  it('answers 404 with a clear message for an unknown list, in the reader’s language', async () => {
    const en = await call('GET', '/api/list/planets');
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ message: 'There is no reference list named "planets".' });
    const de = await call('GET', '/api/list/planets', { locale: 'de' });
    expect(de.body.message).toBe('Es gibt keine Referenzliste namens "planets".');
    for (const name of ['__proto__', 'constructor', 'toString', 'x'.repeat(90)]) {
      expect((await call('GET', `/api/list/${name}`)).status, name).toBe(404);
    }
    // A NUL in the name is refused as a field, as in every other text (issue 12 §6).
    const nul = await call('GET', '/api/list/%00');
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ name: 'The text contains characters that are not allowed (control characters or broken symbols)' });
  });
});

/**
 * Text the database cannot hold, or no field takes, is a 422 with the field's message, never a 500
 * (issue 12 §6, issue 20): in bodies, nested lists, keys, query strings and path parameters, both
 * through the HTTP layer's guard (NUL, lone surrogates) and the fields' own schemas (other controls).
 */
import { domainErrorMessages, domainMessagesDe } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, createUser, listenForTest, signIn, type TestCall } from '../testing/fixtures';
import { findUnstorableText } from './unsafeText';

const INVALID_EN = domainErrorMessages['domain.error.invalid-characters'];
const INVALID_DE = domainMessagesDe['domain.error.invalid-characters'];

describe('findUnstorableText', () => {
  it('finds NUL and lone surrogates in values and keys, at any depth', () => {
    expect(findUnstorableText({ a: 'ok', b: ['x', { c: 'y\u0000' }] })).toEqual(['b', '1', 'c']);
    expect(findUnstorableText({ a: { ['k\uD800']: 1 } })).toEqual(['a']);
    expect(findUnstorableText('\uDC00\uD800')).toEqual([]);
    expect(findUnstorableText({ a: 'Zürich 😀\t\n', b: [1, null, true] })).toBeNull();
    // Other controls are the fields' business (the domain's safeString), not the guard's.
    expect(findUnstorableText({ a: '\u0001' })).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });
});

describe.each(testDatabases)('characters no text takes, on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let token: string;
  const jobCount = async () => Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM jobs'))[0]!.n);

  beforeAll(async () => {
    db = await open();
    const company = await createOrganization(db, 'Text AG', 'company');
    await createUser(db, {
      username: 'text-employer@example.com',
      password: 'text employer',
      roles: ['employer'],
      organizationId: company,
    });
    ({ app, call } = await listenForTest({ db }));
    token = await signIn(call, 'text-employer@example.com', 'text employer');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('refuses them in a stored field with 422 and the field message, in both languages, storing nothing', async () => {
    const before = await jobCount();
    for (const title of ['Head\u0000of Finance', '\uD800', 'Head \uDC00\uD800', 'Head\u0001of', 'Tab\u000Bbed']) {
      const response = await call('POST', '/api/job/create', { token, body: { title } });
      expect(response.status, JSON.stringify(title)).toBe(422);
      expect(response.body).toEqual({ message: 'Please check the highlighted fields.', errors: { title: INVALID_EN } });
    }
    const german = await call('POST', '/api/job/create', { token, locale: 'de', body: { title: 'a\u0000b' } });
    expect(german.status).toBe(422);
    expect(german.body.errors).toEqual({ title: INVALID_DE });
    // In a list, and in a key.
    const nested = await call('POST', '/api/job/create', { token, body: { title: 'CFO', sectors: ['finance', 'it\u0000'] } });
    expect(nested.status).toBe(422);
    expect(nested.body.errors).toEqual({ 'sectors.1': INVALID_EN });
    const key = await call('POST', '/api/job/create', { token, body: { title: 'CFO', ['x\u0000']: 1 } });
    expect(key.status).toBe(422);
    expect(key.body.errors).toEqual({ form: INVALID_EN });
    expect(await jobCount()).toBe(before);
  });

  it('keeps every other character: accents, emoji, tab, line breaks', async () => {
    const title = 'Café 😀 Zürich\tΩ';
    const description = 'line one\r\nline two\n\u007F\u0085';
    const response = await call('POST', '/api/job/create', { token, body: { title, description } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ title, description });
  });

  it('refuses them in search texts, query strings, path parameters and the login', async () => {
    for (const search of ['a\u0000b', '\uDFFF', 'a\u0002b']) {
      const list = await call('POST', '/api/user/list', { token, body: { search } });
      expect(list.status, JSON.stringify(search)).toBe(422);
      expect(list.body.errors).toEqual({ search: INVALID_EN });
      const jobs = await call('POST', '/api/job/list', { token, body: { search } });
      expect(jobs.status).toBe(422);
      expect(jobs.body.errors).toEqual({ search: INVALID_EN });
    }
    for (const search of ['a%00b', 'a%01b']) {
      const publicList = await call('GET', `/api/job/public-list?search=${search}`);
      expect(publicList.status, search).toBe(422);
      expect(publicList.body.errors).toEqual({ search: INVALID_EN });
    }
    const list = await call('GET', '/api/list/countries%00');
    expect(list.status).toBe(422);
    expect(list.body.errors).toEqual({ name: INVALID_EN });
    const view = await call('GET', '/api/job/1%00/view', { token });
    expect(view.status).toBe(422);
    expect(view.body.errors).toEqual({ id: INVALID_EN });
    for (const username of ['text-employer@example.com\u0000', 'a\u0003@example.com']) {
      const login = await call('POST', '/api/authentication/login/credentials', { body: { username, password: 'text employer' } });
      expect(login.status, JSON.stringify(username)).toBe(422);
      expect(login.body.errors).toEqual({ username: INVALID_EN });
    }
  });
});

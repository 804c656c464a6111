import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, listenForTest, type TestCall, testUsers } from '../testing/fixtures';

// `POST /user/create-shortlist-recipient` (001 §7.8): an employer adds a reviewer by e-mail.
describe.each(testDatabases)('shortlist recipients on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  const { ids, tokens, add } = testUsers(() => db);
  const orgs: Record<string, number> = {};
  const create = (who: string, body: unknown, locale?: string) =>
    call('POST', '/api/user/create-shortlist-recipient', { token: tokens[who], body, ...(locale ? { locale } : {}) });

  beforeAll(async () => {
    db = await open();
    orgs.a = await createOrganization(db, 'Helvetia Pharma AG', 'company');
    orgs.b = await createOrganization(db, 'Rhein Logistik GmbH', 'company', 'DE');
    orgs.x = await createOrganization(db, 'Xray Search', 'agency');
    await add('employer', {
      username: 'hr@helvetia.example',
      roles: ['employer'],
      firstName: 'Anna',
      lastName: 'Meier',
      organizationId: orgs.a,
    });
    await add('lm', {
      username: 'cfo@helvetia.example',
      roles: ['line-manager'],
      firstName: 'Marco',
      lastName: 'Rossi',
      organizationId: orgs.a,
    });
    await add('gone', {
      username: 'gone@helvetia.example',
      roles: ['line-manager'],
      firstName: 'Gina',
      lastName: 'Gone',
      organizationId: orgs.a,
      status: 'inactive',
    });
    await add('other', {
      username: 'hr@rhein.example',
      roles: ['employer'],
      firstName: 'Jonas',
      lastName: 'Becker',
      organizationId: orgs.b,
    });
    await add('consultant', {
      username: 'lea@xray.example',
      roles: ['recruiter'],
      firstName: 'Lea',
      lastName: 'S',
      organizationId: orgs.x,
    });
    ({ app, call } = await listenForTest({ db }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('adds a new line manager to the employer’s company, once, and lists them as a member', async () => {
    const made = await create('employer', { email: '  New.Reviewer@Helvetia.example ', firstName: 'Nora', lastName: 'Neu' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.result).toMatchObject({
      name: 'Nora Neu',
      roles: [{ code: 'line-manager' }],
      status: { code: 'active' },
      membershipStatus: { code: 'active' },
    });
    const id = made.body.result.id as number;
    const [row] = await db.query<{ organization_id: string; username: string; password_hash: string | null }>(
      'SELECT organization_id, username, password_hash FROM users WHERE id = $1',
      [id],
    );
    expect({ ...row, organization_id: Number(row?.organization_id) }).toEqual({
      organization_id: orgs.a,
      username: 'New.Reviewer@Helvetia.example',
      password_hash: null,
    });

    // The same address again (any case) answers the same user; nothing is added.
    const again = await create('employer', { email: 'new.reviewer@helvetia.example' });
    expect(again.status).toBe(200);
    expect(again.body.result.id).toBe(id);
    const [{ n }] = (await db.query<{ n: string }>(
      "SELECT count(*) AS n FROM users WHERE lower(username) = 'new.reviewer@helvetia.example'",
    )) as [{ n: string }];
    expect(Number(n)).toBe(1);

    const members = await call('GET', `/api/organization/${orgs.a}/member/list`, { token: tokens.employer });
    expect(members.status).toBe(200);
    expect((members.body.result.items as { id: number }[]).map((m) => m.id)).toContain(id);
  });

  it('names a recipient without names after the address', async () => {
    const made = await create('employer', { email: 'board@helvetia.example' });
    expect(made.status).toBe(200);
    expect(made.body.result.name).toBe('board');
  });

  it('answers an active colleague with their own record', async () => {
    const made = await create('employer', { email: 'CFO@helvetia.example' });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({ id: ids.lm, name: 'Marco Rossi' });
  });

  it('refuses an address of another company or of an inactive colleague with a field message, in German when asked', async () => {
    const foreign = await create('employer', { email: 'hr@rhein.example' });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ email: 'This e-mail address belongs to someone who cannot review your company’s shortlists.' });
    const inactive = await create('employer', { email: 'gone@helvetia.example' }, 'de');
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual({
      email: 'Diese E-Mail-Adresse gehört zu jemandem, der die Shortlists Ihres Unternehmens nicht beurteilen kann.',
    });
    const [{ organization_id }] = (await db.query<{ organization_id: string }>('SELECT organization_id FROM users WHERE id = $1', [
      ids.other,
    ])) as [{ organization_id: string }];
    expect(Number(organization_id)).toBe(orgs.b);
  });

  it('validates the input with the domain schema', async () => {
    const bad = await create('employer', { email: 'not an address', firstName: 'x'.repeat(101) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName']);
    const missingEmail = await create('employer', {});
    expect(missingEmail.status).toBe(422);
    expect(Object.keys(missingEmail.body.errors)).toEqual(['email']);
  });

  it('is refused to consultants and line managers (403) and to anonymous callers (401)', async () => {
    expect((await create('consultant', { email: 'someone@xray.example' })).status).toBe(403);
    expect((await create('lm', { email: 'someone@helvetia.example' })).status).toBe(403);
    const anonymous = await call('POST', '/api/user/create-shortlist-recipient', { body: { email: 'someone@helvetia.example' } });
    expect(anonymous.status).toBe(401);
    const [{ n }] = (await db.query<{ n: string }>("SELECT count(*) AS n FROM users WHERE username LIKE 'someone@%'")) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, listenForTest, type TestCall, testUsers } from '../testing/fixtures';

describe.each(testDatabases)('organisations on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  const { ids, tokens, add } = testUsers(() => db);
  const orgs: Record<string, number> = {};

  beforeAll(async () => {
    db = await open();
    orgs.a = await createOrganization(db, 'Helvetia Pharma AG', 'company');
    orgs.a2 = await createOrganization(db, 'Helvetia Labs', 'company');
    orgs.b = await createOrganization(db, 'Berlin Bank GmbH', 'company', 'DE');
    orgs.x = await createOrganization(db, 'Xray Search', 'agency');
    await add('admin', { username: 'admin@mandate.example', roles: ['sales-admin'] });
    // e1 manages A and A2 and may manage teams (enterprise); e2 is a plain member of A.
    await add('e1', { username: 'e1@a.example', roles: ['employer', 'enterprise'], organizationId: orgs.a, firstName: 'Erika' });
    await add('e2', { username: 'e2@a.example', roles: ['employer'], organizationId: orgs.a, firstName: 'Emil' });
    await add('e3', { username: 'e3@b.example', roles: ['employer', 'enterprise'], organizationId: orgs.b, firstName: 'Eva' });
    await add('r1', { username: 'r1@x.example', roles: ['recruiter'], organizationId: orgs.x, firstName: 'Rita' });
    await db.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2), ($1, $3)', [ids.e1, orgs.a, orgs.a2]);
    await db.query('UPDATE users SET rating = 4, interview_ratio = 60 WHERE id = $1', [ids.r1]);
    await db.query('INSERT INTO preferred_suppliers (company_organization_id, agency_organization_id) VALUES ($1, $2)', [orgs.a, orgs.x]);
    ({ app, call } = await listenForTest({ db }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const names = (response: { body: { result: { items: { name: string }[] } } }) => response.body.result.items.map((o) => o.name);

  describe('list and autocomplete', () => {
    it('shows admins every organisation and others only their own and managed ones', async () => {
      const all = await call('POST', '/api/organization/list', { token: tokens.admin, body: {} });
      expect(all.status).toBe(200);
      expect(all.body.result.total).toBe(4);
      expect(names(all)).toEqual(['Berlin Bank GmbH', 'Helvetia Labs', 'Helvetia Pharma AG', 'Xray Search']);
      expect(names(await call('POST', '/api/organization/list', { token: tokens.e1, body: {} }))).toEqual([
        'Helvetia Labs',
        'Helvetia Pharma AG',
      ]);
      expect(names(await call('POST', '/api/organization/list', { token: tokens.e2 }))).toEqual(['Helvetia Pharma AG']);
      const agency = await call('POST', '/api/organization/list', { token: tokens.r1, body: {} });
      expect(agency.body.result.items).toEqual([
        expect.objectContaining({
          organizationName: 'Xray Search',
          type: 'agency',
          calculatedFields: { countActiveUsers: 1 },
          agencyRating: 4,
          agencyInterviewRatio: 60,
        }),
      ]);
      expect((await call('POST', '/api/organization/list', { body: {} })).status).toBe(401);
    });

    it('filters, sorts and pages the list', async () => {
      const companies = await call('POST', '/api/organization/list', {
        token: tokens.admin,
        body: { type: 'company', sortBy: 'name', sortOrder: 'DESC', pageSize: 2, page: 0 },
      });
      expect(companies.body.result.total).toBe(3);
      expect(names(companies)).toEqual(['Helvetia Pharma AG', 'Helvetia Labs']);
      expect(names(await call('POST', '/api/organization/list', { token: tokens.admin, body: { search: 'bank' } }))).toEqual([
        'Berlin Bank GmbH',
      ]);
      const bad = await call('POST', '/api/organization/list', {
        token: tokens.admin,
        body: { type: 'club', pageSize: 1000, sortBy: 'secret' },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['pageSize', 'sortBy', 'type']);
    });

    it('autocompletes visible organisations by name and type', async () => {
      const admin = await call('POST', '/api/organization/autocomplete', {
        token: tokens.admin,
        body: { search: 'helv', withActiveUsers: true },
      });
      expect(admin.body.result.items).toEqual([
        { id: orgs.a, name: 'Helvetia Pharma AG', type: 'company', parent: null, calculatedFields: { countActiveUsers: 2 } },
      ]);
      const agencies = await call('POST', '/api/organization/autocomplete', {
        token: tokens.admin,
        body: { type: 'agency', withoutCalculatedFields: true },
      });
      expect(agencies.body.result.items).toEqual([{ id: orgs.x, name: 'Xray Search', type: 'agency', parent: null }]);
      const e3 = await call('POST', '/api/organization/autocomplete', { token: tokens.e3, body: { search: 'helv' } });
      expect(e3.body.result).toEqual({ items: [], total: 0 });
    });
  });

  describe('view, edit and create', () => {
    it('views an organisation with includes; others’ are refused, missing ones 404', async () => {
      const view = await call('GET', `/api/organization/${orgs.a}/view?includes[]=pslCount&includes[]=calculatedFields`, {
        token: tokens.e2,
      });
      expect(view.status).toBe(200);
      expect(view.body.result).toMatchObject({
        id: orgs.a,
        name: 'Helvetia Pharma AG',
        type: 'company',
        pslCount: 1,
        calculatedFields: { countActiveUsers: 2 },
      });
      expect((await call('GET', `/api/organization/${orgs.a}/view`, { token: tokens.e3 })).status).toBe(403);
      expect((await call('GET', `/api/organization/${orgs.a}/view`, { token: tokens.r1 })).status).toBe(403);
      expect((await call('GET', '/api/organization/999999/view', { token: tokens.admin })).status).toBe(404);
      expect((await call('GET', '/api/organization/x/view', { token: tokens.admin })).status).toBe(422);
    });

    it('lets managers and admins edit; members and strangers are refused; admin-only fields are 422', async () => {
      const edited = await call('PUT', `/api/organization/${orgs.a}/edit`, {
        token: tokens.e1,
        body: { city: 'Basel', contactName: 'Erika One', contactEmail: 'contact@a.example', website: 'https://a.example' },
      });
      expect(edited.status).toBe(200);
      expect(edited.body.result).toMatchObject({ city: 'Basel', contactName: 'Erika One', contactEmail: 'contact@a.example' });
      expect((await call('PUT', `/api/organization/${orgs.a}/edit`, { token: tokens.e2, body: { city: 'Bern' } })).status).toBe(403);
      expect((await call('PUT', `/api/organization/${orgs.a}/edit`, { token: tokens.e3, body: { city: 'Bern' } })).status).toBe(403);
      const adminOnly = await call('PUT', `/api/organization/${orgs.a}/edit`, {
        token: tokens.e1,
        body: { type: 'agency', name: '', contactEmail: 'no' },
      });
      expect(adminOnly.status).toBe(422);
      expect(Object.keys(adminOnly.body.errors).sort()).toEqual(['contactEmail', 'name', 'type']);
      const byAdmin = await call('PUT', `/api/organization/${orgs.a2}/edit`, { token: tokens.admin, body: { parentId: orgs.a } });
      expect(byAdmin.body.result.parent).toEqual({ id: orgs.a, name: 'Helvetia Pharma AG' });
      const parent = await call('GET', `/api/organization/${orgs.a}/view`, { token: tokens.admin });
      expect(parent.body.result.isParent).toBe(true);
      expect((await call('PUT', `/api/organization/${orgs.a2}/edit`, { token: tokens.admin, body: { parentId: 999999 } })).status).toBe(
        422,
      );
    });

    it('creates child organisations for managers and top-level ones for admins only', async () => {
      const child = await call('POST', `/api/organization/${orgs.a}/create`, { token: tokens.e1, body: { name: 'Helvetia Research' } });
      expect(child.status).toBe(200);
      expect(child.body.result).toMatchObject({ name: 'Helvetia Research', type: 'company', parent: { id: orgs.a } });
      expect((await call('POST', `/api/organization/${orgs.a}/create`, { token: tokens.e2, body: { name: 'No' } })).status).toBe(403);
      expect((await call('POST', '/api/organization/create', { token: tokens.e1, body: { name: 'No', type: 'company' } })).status).toBe(
        403,
      );
      const missingType = await call('POST', '/api/organization/create', { token: tokens.admin, body: { name: 'Top' } });
      expect(missingType.status).toBe(422);
      expect(Object.keys(missingType.body.errors)).toEqual(['type']);
      const top = await call('POST', '/api/organization/create', {
        token: tokens.admin,
        body: { name: 'Top Agency', type: 'agency', countryCode: 'de' },
      });
      expect(top.body.result).toMatchObject({ name: 'Top Agency', type: 'agency', countryCode: 'DE', parent: null });
    });
  });

  describe('members, contacts and business units', () => {
    it('lists membership statuses in the request language and lets managers revoke a membership', async () => {
      const statuses = await call('GET', '/api/organization/membership-status/list', { token: tokens.e2, locale: 'de' });
      expect(statuses.body.result).toEqual([
        { code: 'active', label: 'Aktiv' },
        { code: 'revoked', label: 'Entzogen' },
      ]);
      const members = await call('GET', `/api/organization/${orgs.a}/member/list`, { token: tokens.e2 });
      expect(members.body.result.items.map((m: { name: string }) => m.name)).toEqual(['Emil User', 'Erika User']);
      expect(
        (await call('PUT', `/api/organization/${orgs.a}/member/${ids.e2}/status`, { token: tokens.e2, body: { status: 'revoked' } }))
          .status,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/organization/${orgs.a}/member/${ids.e2}/status`, { token: tokens.e1, body: { status: 'gone' } })).status,
      ).toBe(422);
      expect(
        (await call('PUT', `/api/organization/${orgs.a}/member/${ids.r1}/status`, { token: tokens.e1, body: { status: 'revoked' } }))
          .status,
      ).toBe(404);
      const revoked = await call('PUT', `/api/organization/${orgs.a}/member/${ids.e2}/status`, {
        token: tokens.e1,
        body: { status: 'revoked' },
      });
      expect(revoked.body.result).toEqual({ id: ids.e2, membershipStatus: { code: 'revoked' } });
      await call('PUT', `/api/organization/${orgs.a}/member/${ids.e2}/status`, { token: tokens.e1, body: { status: 'active' } });
    });

    it('keeps contacts: managers write, members read, strangers are refused', async () => {
      const created = await call('POST', `/api/organization/${orgs.a}/contact/create`, {
        token: tokens.e1,
        body: { name: 'Hans Kontakt', email: 'hans@a.example', position: 'HR' },
      });
      expect(created.status).toBe(200);
      const contactId = created.body.result.id as number;
      expect(
        (await call('POST', `/api/organization/${orgs.a}/contact/create`, { token: tokens.e1, body: { email: 'x' } })).body.errors,
      ).toHaveProperty('name');
      expect((await call('POST', `/api/organization/${orgs.a}/contact/create`, { token: tokens.e2, body: { name: 'No' } })).status).toBe(
        403,
      );
      const listed = await call('GET', `/api/organization/${orgs.a}/contact/list`, { token: tokens.e2 });
      expect(listed.body.result.items).toEqual([expect.objectContaining({ id: contactId, name: 'Hans Kontakt', email: 'hans@a.example' })]);
      expect((await call('GET', `/api/organization/${orgs.a}/contact/list`, { token: tokens.e3 })).status).toBe(403);
      expect(
        (await call('PUT', `/api/organization/contact/${contactId}/edit`, { token: tokens.e3, body: { name: 'Hijack' } })).status,
      ).toBe(403);
      expect(
        (await call('PUT', `/api/organization/contact/${contactId}/edit`, { token: tokens.e1, body: { name: 'Hans K.' } })).body.result
          .name,
      ).toBe('Hans K.');
      expect((await call('DELETE', `/api/organization/contact/${contactId}/delete`, { token: tokens.e1 })).status).toBe(200);
      expect((await call('DELETE', `/api/organization/contact/${contactId}/delete`, { token: tokens.e1 })).status).toBe(404);
    });

    it('keeps business units: managers write, members read, strangers are refused', async () => {
      const added = await call('POST', `/api/organization/${orgs.a}/business-unit/add`, { token: tokens.e1, body: { name: 'Oncology' } });
      expect(added.status).toBe(200);
      const unitId = added.body.result.id as number;
      expect((await call('POST', `/api/organization/${orgs.a}/business-unit/add`, { token: tokens.e2, body: { name: 'X' } })).status).toBe(
        403,
      );
      expect((await call('POST', `/api/organization/${orgs.a}/business-unit/add`, { token: tokens.e1, body: { name: '  ' } })).status).toBe(
        422,
      );
      expect((await call('GET', `/api/organization/${orgs.a}/business-unit/list`, { token: tokens.e2 })).body.result.items).toEqual([
        { id: unitId, organization: { id: orgs.a }, name: 'Oncology' },
      ]);
      expect((await call('GET', `/api/organization/${orgs.a}/business-unit/list`, { token: tokens.r1 })).status).toBe(403);
      expect((await call('PUT', `/api/organization/business-unit/${unitId}/edit`, { token: tokens.e3, body: { name: 'X' } })).status).toBe(
        403,
      );
      expect(
        (await call('PUT', `/api/organization/business-unit/${unitId}/edit`, { token: tokens.e1, body: { name: 'Oncology CH' } })).body
          .result.name,
      ).toBe('Oncology CH');
      expect((await call('DELETE', `/api/organization/business-unit/${unitId}/delete`, { token: tokens.admin })).status).toBe(200);
      expect((await call('PUT', `/api/organization/business-unit/${unitId}/edit`, { token: tokens.e1, body: { name: 'X' } })).status).toBe(
        404,
      );
    });
  });

  describe('company teams', () => {
    it('creates a team with members in one go (-own), and refuses outsiders and foreign members', async () => {
      const created = await call('POST', '/api/company-team/create', {
        token: tokens.e1,
        body: { name: 'Hiring', members: [ids.e2, ids.e1] },
      });
      expect(created.status).toBe(200);
      expect(created.body.result).toMatchObject({ name: 'Hiring', organization: { id: orgs.a } });
      expect(created.body.result.members.map((m: { id: number }) => m.id)).toEqual([ids.e2, ids.e1]);
      // A plain employer lacks company-team-create; a recruiter cannot see the company; members must belong to it.
      expect((await call('POST', '/api/company-team/create', { token: tokens.e2, body: { name: 'X' } })).status).toBe(403);
      expect(
        (await call('POST', '/api/company-team/create', { token: tokens.e3, body: { name: 'X', organizationId: orgs.a } })).status,
      ).toBe(403);
      const foreign = await call('POST', '/api/company-team/create', { token: tokens.e1, body: { name: 'X', members: [ids.r1] } });
      expect(foreign.status).toBe(422);
      expect(Object.keys(foreign.body.errors)).toEqual(['members']);
      const [count] = await db.query<{ n: string }>("SELECT count(*) AS n FROM company_teams WHERE name = 'X'");
      expect(Number(count!.n)).toBe(0);
    });

    it('lists teams of the own organisation; others are refused', async () => {
      const listed = await call('GET', '/api/company-team/list', { token: tokens.e2 });
      expect(listed.status).toBe(200);
      expect(listed.body.result.items.map((team: { name: string }) => team.name)).toEqual(['Hiring']);
      expect((await call('GET', `/api/company-team/list?organizationId=${orgs.a}`, { token: tokens.e3 })).status).toBe(403);
      expect((await call('GET', '/api/company-team/list', { token: tokens.r1 })).status).toBe(403);
      expect((await call('GET', `/api/company-team/list?organizationId=${orgs.a}`, { token: tokens.admin })).body.result.total).toBe(1);
    });

    it('edits, adds and revokes members, and deletes a team', async () => {
      const [team] = await db.query<{ id: string }>("SELECT id FROM company_teams WHERE name = 'Hiring'");
      const teamId = Number(team!.id);
      expect((await call('PUT', `/api/company-team/${teamId}/edit`, { token: tokens.e2, body: { name: 'Mine' } })).status).toBe(403);
      expect((await call('PUT', `/api/company-team/${teamId}/edit`, { token: tokens.e3, body: { name: 'Mine' } })).status).toBe(403);
      expect(
        (await call('PUT', `/api/company-team/${teamId}/edit`, { token: tokens.e1, body: { name: 'Recruiting' } })).body.result.name,
      ).toBe('Recruiting');
      const revoked = await call('POST', `/api/company-team/${teamId}/revoke-member`, { token: tokens.e1, body: { member: ids.e2 } });
      expect(revoked.body.result.members).toContainEqual(expect.objectContaining({ id: ids.e2, status: { code: 'revoked' } }));
      expect((await call('POST', `/api/company-team/${teamId}/revoke-member`, { token: tokens.e1, body: { member: ids.r1 } })).status).toBe(
        422,
      );
      const readded = await call('POST', `/api/company-team/${teamId}/add-members`, { token: tokens.e1, body: { members: [ids.e2] } });
      expect(readded.body.result.members).toContainEqual(expect.objectContaining({ id: ids.e2, status: { code: 'active' } }));
      expect((await call('POST', `/api/company-team/${teamId}/add-members`, { token: tokens.e1, body: { members: [] } })).status).toBe(422);
      expect((await call('DELETE', `/api/company-team/${teamId}/delete`, { token: tokens.e2 })).status).toBe(403);
      expect((await call('DELETE', `/api/company-team/${teamId}/delete`, { token: tokens.e1 })).status).toBe(200);
      expect((await call('DELETE', `/api/company-team/${teamId}/delete`, { token: tokens.e1 })).status).toBe(404);
    });
  });
});

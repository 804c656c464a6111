import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, listenForTest, type NewUser, type TestCall, testUsers } from '../testing/fixtures';

describe.each(testDatabases)('users on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  const users = testUsers(() => db);
  const { ids, tokens } = users;
  const orgs: Record<string, number> = {};

  const add = async (key: string, user: NewUser, extra: Record<string, unknown> = {}) => {
    const id = await users.add(key, user);
    const entries = Object.entries(extra);
    if (entries.length) {
      await db.query(`UPDATE users SET ${entries.map(([c], i) => `${c} = $${i + 2}`).join(', ')} WHERE id = $1`, [
        id,
        ...entries.map(([, value]) => value),
      ]);
    }
  };

  beforeAll(async () => {
    db = await open();
    orgs.a = await createOrganization(db, 'Helvetia Pharma AG', 'company');
    orgs.b = await createOrganization(db, 'Berlin Bank GmbH', 'company', 'DE');
    orgs.x = await createOrganization(db, 'Xray Search', 'agency');
    orgs.y = await createOrganization(db, 'Yankee Headhunters', 'agency');
    await add('admin', { username: 'admin@mandate.example', roles: ['content-admin'], firstName: 'Ada', lastName: 'Admin' });
    await add(
      'e1',
      { username: 'e1@helvetia.example', roles: ['employer'], firstName: 'Erika', lastName: 'One', organizationId: orgs.a },
      {
        phone: '+41 44 000 00 00',
      },
    );
    await add('e2', {
      username: 'e2@helvetia.example',
      password: 'old password',
      roles: ['employer'],
      firstName: 'Emil',
      lastName: 'Two',
      organizationId: orgs.a,
    });
    await add('e3', { username: 'e3@bank.example', roles: ['employer'], firstName: 'Eva', lastName: 'Three', organizationId: orgs.b });
    await add('lm', {
      username: 'lm@helvetia.example',
      roles: ['employer', 'line-manager'],
      firstName: 'Lena',
      lastName: 'Manager',
      organizationId: orgs.a,
    });
    await db.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [ids.e1, orgs.a]);
    const recruiter = (username: string, firstName: string, lastName: string, organizationId: number): NewUser => ({
      username,
      firstName,
      lastName,
      roles: ['recruiter'],
      organizationId,
    });
    await add('alice', recruiter('alice@x.example', 'Alice', 'Adams', orgs.x), {
      subscription: 'premium-plus',
      rating: 4.5,
      interview_ratio: 80,
      customer_satisfaction: 90,
      sectors: ['pharma'],
      departments: ['it'],
      search_types: ['executive'],
      countries: ['CH'],
      country_code: 'CH',
      city: 'Zürich',
      keywords: ['java'],
      position: 'Partner',
      invitations_total: 7,
      invitations_accepted: 3,
      last_login_at: '2026-09-01T10:00:00Z',
    });
    await add('bob', recruiter('bob@x.example', 'Bob', 'Brown', orgs.x), {
      subscription: 'premium',
      rating: 3,
      interview_ratio: 40,
      customer_satisfaction: 50,
      sectors: ['finance'],
      departments: ['hr'],
      search_types: ['specialist'],
      countries: ['DE'],
      country_code: 'DE',
      city: 'Berlin',
      last_login_at: '2026-01-01T10:00:00Z',
    });
    await add('carla', recruiter('carla@y.example', 'Carla', 'Clark', orgs.y), {
      rating: -1,
      sectors: ['pharma', 'finance'],
      country_code: 'AT',
      city: 'Wien',
    });
    await add('fay', recruiter('fay@y.example', 'Fay', 'Fox', orgs.y), {
      subscription: 'premium',
      rating: 4,
      interview_ratio: 60,
      customer_satisfaction: 55,
      country_code: 'CH',
      city: 'Basel',
    });
    await add('dan', { ...recruiter('dan@demo.example', 'Dan', 'Demo', orgs.y), roles: ['recruiter', 'demo-user'] }, { rating: 5 });
    await add('eve', { ...recruiter('eve@y.example', 'Eve', 'Evans', orgs.y), status: 'blocked' }, { rating: 2 });
    await add('demo', { username: 'viewer@demo.example', roles: ['employer', 'demo-user'], firstName: 'Demo', lastName: 'Viewer' });

    // Company A lists agency X; company B lists Carla alone. Company A bans Bob.
    await db.query('INSERT INTO preferred_suppliers (company_organization_id, agency_organization_id) VALUES ($1, $2)', [orgs.a, orgs.x]);
    await db.query('INSERT INTO preferred_suppliers (company_organization_id, recruiter_id) VALUES ($1, $2)', [orgs.b, ids.carla]);
    await db.query("INSERT INTO preferred_suppliers (company_organization_id, recruiter_id, status) VALUES ($1, $2, 'revoked')", [
      orgs.a,
      ids.fay,
    ]);
    await db.query('INSERT INTO blacklists (company_organization_id, recruiter_id) VALUES ($1, $2)', [orgs.a, ids.bob]);
    await db.query(
      `INSERT INTO user_history (user_id, kind, salary, country_code, address, application_status, experience_level, sector, department, search_type)
       VALUES ($1, 'placement', 150000, 'CH', 'Bahnhofstrasse 1, Zürich', 'hired', 'senior', 'pharma', 'it', 'executive'),
              ($2, 'application', 80000, 'DE', 'Berlin Mitte', 'rejected', 'junior', 'finance', 'hr', 'specialist')`,
      [ids.alice, ids.bob],
    );

    ({ app, call } = await listenForTest({ db, authRateLimit: { max: 1000, timeWindow: 60_000 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const list = async (who: string, body: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/user/list', { token: tokens[who], body: { roles: ['recruiter'], ...body } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return {
      names: (response.body.result.items as { firstName: string }[]).map((i) => i.firstName),
      total: response.body.result.total as number,
      items: response.body.result.items,
    };
  };

  describe('list', () => {
    it('lists active recruiters by subscription descending, then name, without demo users, with the listed-consultant shape', async () => {
      const { names, total, items } = await list('e1');
      expect(names).toEqual(['Alice', 'Bob', 'Fay', 'Carla']);
      expect(total).toBe(4);
      expect(items[0]).toMatchObject({
        id: ids.alice,
        name: 'Alice Adams',
        rating: 4.5,
        position: 'Partner',
        organization: { name: 'Xray Search' },
        place: { city: 'Zürich', country: { code: 'CH' } },
        roles: [{ code: 'recruiter' }],
        statistics: { interviewRatio: 80, customerSatisfaction: 90 },
        invitations: null,
        isPremiumPlus: true,
        isPreferredSupplier: true,
      });
      expect(items[0]).not.toHaveProperty('username');
      expect(items[0]).not.toHaveProperty('lastLogin');
    });

    it('answers 401 without a session', async () => {
      expect((await call('POST', '/api/user/list', { body: {} })).status).toBe(401);
    });

    it('narrows by each picker filter', async () => {
      expect((await list('e1', { sectors: ['pharma'] })).names).toEqual(['Alice', 'Carla']);
      expect((await list('e1', { departments: ['hr'] })).names).toEqual(['Bob']);
      expect((await list('e1', { searchTypes: ['executive'] })).names).toEqual(['Alice']);
      expect((await list('e1', { countries: ['DE'] })).names).toEqual(['Bob']);
      expect((await list('e1', { countries: ['ch'] })).names).toEqual(['Alice', 'Fay']);
      expect((await list('e1', { keywords: ['jav'] })).names).toEqual(['Alice']);
      expect((await list('e1', { search: 'berl' })).names).toEqual(['Bob']);
      expect((await list('e1', { search: 'Yankee' })).names).toEqual(['Fay', 'Carla']);
      expect((await list('e1', { fullName: 'ar' })).names).toEqual(['Carla']);
      expect((await list('e1', { fullName: '%' })).names).toEqual([]);
      expect((await list('e1', { address: 'zür' })).names).toEqual(['Alice']);
      expect((await list('e1', { minRating: 4 })).names).toEqual(['Alice', 'Fay', 'Carla']);
      expect((await list('e1', { minRating: 4, includeWithoutRating: false })).names).toEqual(['Alice', 'Fay']);
      expect((await list('e1', { includeWithoutRating: false })).names).toEqual(['Alice', 'Bob', 'Fay']);
      expect((await list('e1', { minInterviewRatio: 50 })).names).toEqual(['Alice', 'Fay']);
      expect((await list('e1', { minSatisfaction: 52 })).names).toEqual(['Alice', 'Fay']);
      expect((await list('e1', { sectors: ['pharma', 'finance'], countries: ['AT'] })).names).toEqual(['Carla']);
    });

    it('narrows by the PSL of the vacancy author and refuses another company’s PSL to non-admins', async () => {
      expect((await list('e1', { pslOnly: true })).names).toEqual(['Alice', 'Bob']);
      expect((await list('e1', { pslOnly: true, userPsl: ids.e2 })).names).toEqual(['Alice', 'Bob']);
      expect((await list('admin', { pslOnly: true, userPsl: ids.e3 })).names).toEqual(['Carla']);
      expect((await call('POST', '/api/user/list', { token: tokens.e1, body: { userPsl: ids.e3 } })).status).toBe(403);
      expect((await call('POST', '/api/user/list', { token: tokens.e1, body: { userPsl: 999999 } })).body.errors).toHaveProperty('userPsl');
      // A recruiter has no organisation PSL of a company: nobody.
      expect((await list('alice', { pslOnly: true })).names).toEqual([]);
    });

    it('leaves out consultants blacklisted by the company', async () => {
      expect((await list('e1', { excludeCompanyBlacklist: orgs.a })).names).toEqual(['Alice', 'Fay', 'Carla']);
      expect((await list('e1', { excludeCompanyBlacklist: orgs.b })).total).toBe(4);
    });

    it('narrows by every history filter, all on the same placement or application', async () => {
      expect((await list('e1', { historyMinSalary: 100000 })).names).toEqual(['Alice']);
      expect((await list('e1', { historyMaxSalary: 100000 })).names).toEqual(['Bob']);
      expect((await list('e1', { historyCountries: ['DE'] })).names).toEqual(['Bob']);
      expect((await list('e1', { historyAddress: 'mitte' })).names).toEqual(['Bob']);
      expect((await list('e1', { historyApplicationStatuses: ['hired'] })).names).toEqual(['Alice']);
      expect((await list('e1', { historyExperienceLevels: ['junior'] })).names).toEqual(['Bob']);
      expect((await list('e1', { historySectors: ['pharma'] })).names).toEqual(['Alice']);
      expect((await list('e1', { historyDepartments: ['hr'] })).names).toEqual(['Bob']);
      expect((await list('e1', { historySearchTypes: ['executive', 'specialist'] })).names).toEqual(['Alice', 'Bob']);
      expect((await list('e1', { historySectors: ['pharma'], historyCountries: ['DE'] })).names).toEqual([]);
    });

    it('sorts by sortBy/sortOrder or an explicit sort list, and pages with the total', async () => {
      expect((await list('e1', { sortBy: 'rating', sortOrder: 'DESC' })).names).toEqual(['Alice', 'Fay', 'Bob', 'Carla']);
      expect((await list('e1', { sortBy: 'firstName' })).names).toEqual(['Alice', 'Bob', 'Carla', 'Fay']);
      expect((await list('e1', { sortBy: 'lastName', sortOrder: 'DESC' })).names).toEqual(['Fay', 'Carla', 'Bob', 'Alice']);
      expect(
        (
          await list('e1', {
            sort: [
              { field: 'subscription', order: 'DESC' },
              { field: 'name', order: 'DESC' },
            ],
          })
        ).names,
      ).toEqual(['Alice', 'Fay', 'Bob', 'Carla']);
      const page = await list('e1', { pageSize: 3, page: 1 });
      expect(page).toMatchObject({ names: ['Carla'], total: 4 });
      expect((await list('e1', { pageSize: 2, page: 0 })).names).toEqual(['Alice', 'Bob']);
    });

    it('sorts and pages a narrowing search (matched, counted and paged in one statement) like the plain list', async () => {
      // minRating 0.1 with unrated consultants included keeps everyone here, but takes the narrowing path.
      const orders = [{}, { sortBy: 'rating', sortOrder: 'DESC' }, { sortBy: 'organization' }, { sortBy: 'lastName', sortOrder: 'DESC' }];
      for (const order of orders) {
        for (const paging of [{}, { pageSize: 2, page: 0 }, { pageSize: 2, page: 1 }, { pageSize: 3, page: 5 }]) {
          const plain = await list('e1', { ...order, ...paging });
          const narrowed = await list('e1', { ...order, ...paging, minRating: 0.1 });
          expect(narrowed.names, JSON.stringify({ order, paging })).toEqual(plain.names);
          expect(narrowed.total).toBe(plain.total);
          expect(narrowed.items).toEqual(plain.items);
        }
      }
      expect(await list('e1', { fullName: 'nobody at all' })).toMatchObject({ names: [], total: 0 });
    });

    it('adds invitation counts when asked', async () => {
      const { items } = await list('e1', { withInvitations: true, fullName: 'alice' });
      expect(items[0].invitations).toMatchObject({ total: 7, accepted: 3 });
    });

    it('lists demo users only for a viewer in demo mode, or for an admin who asks', async () => {
      expect((await list('demo')).names).toContain('Dan');
      expect((await list('admin')).names).not.toContain('Dan');
      expect((await list('admin', { includeDemo: true })).names).toContain('Dan');
      const refused = await call('POST', '/api/user/list', { token: tokens.e1, body: { includeDemo: true } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['includeDemo']);
    });

    it('keeps the last-login filter and other statuses for admins', async () => {
      const refused = await call('POST', '/api/user/list', { token: tokens.e1, body: { lastLoginFrom: '2026-06-01' } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ lastLoginFrom: 'Only an administrator can set this' });
      const recent = await list('admin', { lastLoginFrom: '2026-06-01' });
      expect(recent.names).toEqual(['Alice']);
      expect(recent.items[0].lastLogin).toBe('2026-09-01T10:00:00.000Z');
      // Non-admins asking for blocked users still get active ones only.
      expect((await list('e1', { statuses: ['blocked'] })).names).toEqual(['Alice', 'Bob', 'Fay', 'Carla']);
      expect((await list('admin', { statuses: ['blocked'] })).names).toEqual(['Eve']);
    });

    it('employer pickers show employers and admins but not line managers', async () => {
      const { names } = await list('e1', { roles: ['employer', 'sales-admin', 'content-admin'], sortBy: 'firstName' });
      expect(names).toEqual(['Ada', 'Emil', 'Erika', 'Eva']);
    });

    it('answers invalid filters with a 422 keyed by field, in German when asked', async () => {
      const response = await call('POST', '/api/user/list', {
        token: tokens.e1,
        locale: 'de',
        body: { minRating: 7, minInterviewRatio: 10.5, page: -1, sortBy: 'password', roles: ['king'] },
      });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Bitte prüfen Sie die markierten Felder.');
      expect(Object.keys(response.body.errors).sort()).toEqual(['minInterviewRatio', 'minRating', 'page', 'roles.0', 'sortBy']);
      const range = await call('POST', '/api/user/list', { token: tokens.e1, body: { historyMinSalary: 9, historyMaxSalary: 1 } });
      expect(range.body.errors).toEqual({ historyMaxSalary: 'The maximum must not be below the minimum' });
      expect((await call('POST', '/api/user/list', { token: tokens.e1, body: [1, 2] })).status).toBe(422);
    });
  });

  describe('profile', () => {
    it('shows a profile with includes, hiding an employer’s phone from recruiters', async () => {
      const byAdmin = await call(
        'GET',
        `/api/user/${ids.e1}/view?includes[]=canBeDeleted&includes[]=summaryStatistics&includes[]=closeAccountErrors`,
        {
          token: tokens.admin,
        },
      );
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body.result).toMatchObject({
        id: ids.e1,
        username: 'e1@helvetia.example',
        phone: '+41 44 000 00 00',
        status: { code: 'active' },
        managedOrganizations: [{ id: orgs.a, name: 'Helvetia Pharma AG' }],
        canBeDeleted: true,
        closeAccountErrors: [],
        summaryStatistics: { jobPublished: 0 },
      });
      const byRecruiter = await call('GET', `/api/user/${ids.e1}/view`, { token: tokens.alice });
      expect(byRecruiter.body.result.phone).toBeNull();
      expect(byRecruiter.body.result).not.toHaveProperty('canBeDeleted');
      const consultant = await call('GET', `/api/user/${ids.alice}/view`, { token: tokens.e1 });
      expect(consultant.body.result).toMatchObject({ isPreferredSupplier: true, sectors: ['pharma'], statistics: { interviewRatio: 80 } });
    });

    it('answers 404 for a missing user and 422 for a malformed id', async () => {
      expect((await call('GET', '/api/user/999999/view', { token: tokens.e1 })).status).toBe(404);
      expect((await call('GET', '/api/user/abc/view', { token: tokens.e1 })).status).toBe(422);
    });

    it('edits one’s own profile (-own) and refuses someone else’s', async () => {
      const own = await call('PUT', `/api/user/${ids.fay}/edit`, {
        token: tokens.fay,
        body: { position: 'Senior Partner', sectors: ['it', 'it'], keywords: ['SAP', 'Cloud'], countries: ['ch', 'de'] },
      });
      expect(own.status).toBe(200);
      expect(own.body.result).toMatchObject({
        position: 'Senior Partner',
        sectors: ['it'],
        keywords: ['sap', 'cloud'],
        countries: ['CH', 'DE'],
      });
      expect((await list('e1', { keywords: ['sap'] })).names).toEqual(['Fay']);
      expect((await call('PUT', `/api/user/${ids.alice}/edit`, { token: tokens.fay, body: { position: 'x' } })).status).toBe(403);
      expect((await call('PUT', `/api/user/${ids.e1}/edit`, { token: tokens.e2, body: { position: 'x' } })).status).toBe(403);
      // A manager of the organisation edits its members; an admin edits anyone.
      expect((await call('PUT', `/api/user/${ids.e2}/edit`, { token: tokens.e1, body: { position: 'HR' } })).status).toBe(200);
      expect((await call('PUT', `/api/user/${ids.bob}/edit`, { token: tokens.admin, body: { subscription: 'premium-plus' } })).status).toBe(
        200,
      );
      expect((await call('PUT', `/api/user/${ids.bob}/edit`, { token: tokens.admin, body: { subscription: 'premium' } })).status).toBe(200);
    });

    it('refuses admin-only and invalid fields with 422 and changes nothing', async () => {
      const response = await call('PUT', `/api/user/${ids.fay}/edit`, {
        token: tokens.fay,
        body: { status: 'active', roles: ['content-admin'], firstName: '', countryCode: 'Schweiz!' },
      });
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['countryCode', 'firstName', 'roles', 'status']);
      const [row] = await db.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [ids.fay]);
      expect(row!.roles).toEqual(['recruiter']);
    });

    it('views and edits settings (-own), with the current password for a new one', async () => {
      expect((await call('GET', `/api/user/${ids.e2}/settings/view`, { token: tokens.e2 })).body.result).toMatchObject({
        username: 'e2@helvetia.example',
        locale: 'en',
        hasPassword: true,
      });
      expect((await call('GET', `/api/user/${ids.e2}/settings/view`, { token: tokens.e3 })).status).toBe(403);
      const wrong = await call('PUT', `/api/user/${ids.e2}/settings/edit`, {
        token: tokens.e2,
        body: { newPassword: 'new password', currentPassword: 'nope' },
      });
      expect(wrong.status).toBe(422);
      expect(Object.keys(wrong.body.errors)).toEqual(['currentPassword']);
      const ok = await call('PUT', `/api/user/${ids.e2}/settings/edit`, {
        token: tokens.e2,
        body: {
          newPassword: 'new password',
          currentPassword: 'old password',
          locale: 'de',
          timezone: 'Europe/Zurich',
          notificationSettings: { invitations: false },
        },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.result).toMatchObject({ locale: 'de', timezone: 'Europe/Zurich', notificationSettings: { invitations: false } });
      const login = await call('POST', '/api/authentication/login/credentials', {
        body: { username: 'e2@helvetia.example', password: 'new password' },
      });
      expect(login.status).toBe(200);
      const bad = await call('PUT', `/api/user/${ids.e2}/settings/edit`, {
        token: tokens.e2,
        body: { timezone: 'Mars/Base', username: 'e1@helvetia.example' },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['timezone']);
      const taken = await call('PUT', `/api/user/${ids.e2}/settings/edit`, { token: tokens.e2, body: { username: 'E1@helvetia.example' } });
      expect(taken.status).toBe(422);
      expect(Object.keys(taken.body.errors)).toEqual(['username']);
    });

    it('counts the signed-in user’s open items', async () => {
      const response = await call('GET', '/api/user/counters', { token: tokens.alice });
      expect(response.body.result).toEqual({ invitations: 0, unreadThreads: 0, openTasks: 0 });
    });
  });

  describe('registration and password reset', () => {
    it('checks whether an e-mail address is free', async () => {
      expect((await call('POST', '/api/user/email-check', { body: { username: 'ALICE@x.example' } })).body.result).toEqual({
        available: false,
      });
      expect((await call('POST', '/api/user/email-check', { body: { username: 'new@x.example' } })).body.result).toEqual({
        available: true,
      });
      expect((await call('POST', '/api/user/email-check', { body: { username: 'nope' } })).status).toBe(422);
    });

    it('signs up an agency with its first consultant in one transaction and logs them in', async () => {
      const body = {
        username: 'new@agency.example',
        password: 'long enough',
        firstName: 'Nina',
        lastName: 'New',
        type: 'agency',
        organizationName: 'New Agency',
        countryCode: 'ch',
        acceptTerms: true,
      };
      const response = await call('POST', '/api/register/signup', { body });
      expect(response.status).toBe(200);
      const me = await call('GET', '/api/user/current', { token: response.body.result.token });
      expect(me.body.result).toMatchObject({ name: 'Nina New', roles: [{ code: 'recruiter' }], organization: { name: 'New Agency' } });
      expect(me.body.result.managedOrganizations).toEqual([{ id: response.body.result.user.organization.id, name: 'New Agency' }]);
      const again = await call('POST', '/api/register/signup', { body: { ...body, username: 'NEW@agency.example' } });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ username: 'This e-mail address is already registered.' });
      const incomplete = await call('POST', '/api/register/signup', {
        body: { ...body, username: 'other@agency.example', acceptTerms: false, password: 'short' },
      });
      expect(incomplete.status).toBe(422);
      expect(Object.keys(incomplete.body.errors).sort()).toEqual(['acceptTerms', 'password']);
      const [count] = await db.query<{ n: string }>("SELECT count(*) AS n FROM organizations WHERE name = 'New Agency'");
      expect(Number(count!.n)).toBe(1);
    });

    it('mails a one-time link that sets a new password, with the same answer for unknown addresses', async () => {
      const before = await db.query<{ n: string }>("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'password-reset'");
      const unknown = await call('POST', '/api/password/reset', { body: { username: 'nobody@example.com' } });
      const known = await call('POST', '/api/password/reset', { body: { username: 'carla@y.example' } });
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const mails = await db.query<{ to_address: string; body_text: string }>(
        "SELECT to_address, body_text FROM mail_outbox WHERE kind = 'password-reset' ORDER BY id",
      );
      expect(mails.length).toBe(Number(before[0]!.n) + 1);
      expect(mails.at(-1)!.to_address).toBe('carla@y.example');
      const token = /token=([\w-]+)/.exec(mails.at(-1)!.body_text)![1]!;
      const confirm = await call('POST', '/api/password/reset/confirm', { body: { token, password: 'carla password' } });
      expect(confirm.status).toBe(200);
      expect((await call('POST', '/api/password/reset/confirm', { body: { token, password: 'carla password' } })).status).toBe(422);
      // Earlier sessions end with the reset.
      expect((await call('GET', '/api/user/current', { token: tokens.carla })).status).toBe(401);
      tokens.carla = confirm.body.result.token;
      const login = await call('POST', '/api/authentication/login/credentials', {
        body: { username: 'carla@y.example', password: 'carla password' },
      });
      expect(login.status).toBe(200);
    });
  });

  describe('closing, blocking and deleting', () => {
    it('refuses bulk actions to non-admins and to an admin’s own account; unknown ids change nothing', async () => {
      expect((await call('POST', '/api/user/bulk-block', { token: tokens.e1, body: { ids: [ids.bob] } })).status).toBe(403);
      expect((await call('POST', '/api/user/bulk-block', { token: tokens.admin, body: { ids: [ids.admin] } })).status).toBe(409);
      const unknown = await call('POST', '/api/user/bulk-block', { token: tokens.admin, body: { ids: [ids.bob, 999999] } });
      expect(unknown.status).toBe(422);
      expect(Object.keys(unknown.body.errors)).toEqual(['ids']);
      expect((await call('POST', '/api/user/bulk-block', { token: tokens.admin, body: { ids: [] } })).body.errors).toHaveProperty('ids');
      const [bob] = await db.query<{ status: string }>('SELECT status FROM users WHERE id = $1', [ids.bob]);
      expect(bob!.status).toBe('active');
    });

    it('blocks and deletes in bulk, ending the sessions', async () => {
      await add('t1', { username: 't1@x.example', roles: ['recruiter'] });
      await add('t2', { username: 't2@x.example', roles: ['recruiter'] });
      const blocked = await call('POST', '/api/user/bulk-block', { token: tokens.admin, body: { ids: [ids.t1, ids.t2] } });
      expect(blocked.status).toBe(200);
      expect(blocked.body.result.count).toBe(2);
      expect((await call('GET', '/api/user/current', { token: tokens.t1 })).status).toBe(401);
      const deleted = await call('POST', '/api/user/bulk-delete', { token: tokens.admin, body: { ids: [ids.t2] } });
      expect(deleted.body.result).toEqual({ ids: [ids.t2], count: 1 });
      expect((await call('GET', `/api/user/${ids.t2}/view`, { token: tokens.e1 })).status).toBe(404);
      expect((await call('GET', `/api/user/${ids.t2}/view`, { token: tokens.admin })).body.result.status).toEqual({ code: 'deleted' });
    });

    it('closes one’s own account; others may not, except admins', async () => {
      await add('closer', { username: 'closer@x.example', roles: ['recruiter'] });
      expect((await call('PUT', `/api/user/${ids.closer}/close`, { token: tokens.alice, body: {} })).status).toBe(403);
      const closed = await call('PUT', `/api/user/${ids.closer}/close`, { token: tokens.closer, body: { reason: 'retiring' } });
      expect(closed.status).toBe(200);
      expect((await call('GET', '/api/user/current', { token: tokens.closer })).status).toBe(401);
      await add('gone', { username: 'gone@x.example', roles: ['recruiter'] });
      expect((await call('DELETE', `/api/user/${ids.gone}/delete`, { token: tokens.e1 })).status).toBe(403);
      expect((await call('DELETE', `/api/user/${ids.gone}/delete`, { token: tokens.admin })).status).toBe(200);
      expect((await call('DELETE', `/api/user/${ids.gone}/delete`, { token: tokens.admin })).status).toBe(409);
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createOrganization, createUser, listenForTest, type TestCall } from '../testing/fixtures';
import { hashSecret } from './tokens';

describe.each(testDatabases)('authentication on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  let employerId: number;

  beforeAll(async () => {
    db = await open();
    const company = await createOrganization(db, 'Helvetia Pharma AG', 'company');
    employerId = await createUser(db, {
      username: 'anna@helvetia.example',
      password: 'correct horse',
      firstName: 'Anna',
      lastName: 'Meier',
      roles: ['employer'],
      organizationId: company,
    });
    await createUser(db, { username: 'admin@mandate.example', password: 'admin pass', roles: ['content-admin'] });
    await createUser(db, { username: 'blocked@mandate.example', password: 'blocked pass', roles: ['recruiter'], status: 'blocked' });
    await createUser(db, { username: 'limit@mandate.example', password: 'limit pass', roles: ['recruiter'] });
    ({ app, call } = await listenForTest({ db, authRateLimit: { max: 30, timeWindow: 60_000 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const login = async (username: string, password: string) => {
    const response = await call('POST', '/api/authentication/login/credentials', { body: { username, password } });
    expect(response.status).toBe(200);
    return response.body.result as { token: string; refreshToken: string };
  };

  it('logs in with credentials and answers the current user with roles and permissions', async () => {
    const { token } = await login('ANNA@helvetia.example', 'correct horse');
    const me = await call('GET', '/api/user/current', { token });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({
      id: employerId,
      name: 'Anna Meier',
      username: 'anna@helvetia.example',
      status: { code: 'active' },
      roles: [{ code: 'employer' }],
      isAdmin: false,
      organization: { name: 'Helvetia Pharma AG' },
      owner: null,
    });
    expect(me.body.result.permissions).toContain('job-edit-own');
    expect(me.body.result.permissions).not.toContain('job-edit-any');
  });

  it('refuses a wrong password and an unknown address with the same 401 message', async () => {
    const wrong = await call('POST', '/api/authentication/login/credentials', {
      body: { username: 'anna@helvetia.example', password: 'nope' },
    });
    const unknown = await call('POST', '/api/authentication/login/credentials', {
      body: { username: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'The e-mail address or password is wrong.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers missing fields with a 422 keyed by field, in German when asked', async () => {
    const response = await call('POST', '/api/authentication/login/credentials', { body: { username: 'not-an-email' }, locale: 'de' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'Bitte prüfen Sie die markierten Felder.',
      errors: { username: 'Geben Sie eine gültige E-Mail-Adresse ein', password: 'Dieses Feld ist erforderlich' },
    });
  });

  it('refuses a blocked account', async () => {
    const response = await call('POST', '/api/authentication/login/credentials', {
      body: { username: 'blocked@mandate.example', password: 'blocked pass' },
    });
    expect(response.status).toBe(403);
  });

  it('rotates refresh tokens, and a reused refresh token ends the whole session', async () => {
    const first = await login('anna@helvetia.example', 'correct horse');
    const rotated = await call('POST', '/api/authentication/refresh', { body: { refreshToken: first.refreshToken } });
    expect(rotated.status).toBe(200);
    const second = rotated.body.result as { token: string; refreshToken: string };
    expect(second.token).not.toBe(first.token);
    expect((await call('GET', '/api/user/current', { token: first.token })).status).toBe(401);
    expect((await call('GET', '/api/user/current', { token: second.token })).status).toBe(200);

    const reuse = await call('POST', '/api/authentication/refresh', { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/ended for your security/);
    // The family is revoked: the newer tokens are dead too.
    expect((await call('GET', '/api/user/current', { token: second.token })).status).toBe(401);
    expect((await call('POST', '/api/authentication/refresh', { body: { refreshToken: second.refreshToken } })).status).toBe(401);
  });

  it('logs out by revoking the session', async () => {
    const { token, refreshToken } = await login('anna@helvetia.example', 'correct horse');
    expect((await call('POST', '/api/authentication/logout', { token })).status).toBe(200);
    expect((await call('GET', '/api/user/current', { token })).status).toBe(401);
    expect((await call('POST', '/api/authentication/refresh', { body: { refreshToken } })).status).toBe(401);
  });

  it('checks a token with HEAD', async () => {
    const { token } = await login('anna@helvetia.example', 'correct horse');
    expect((await call('HEAD', '/api/authentication/check', { token })).status).toBe(200);
    expect((await call('HEAD', '/api/authentication/check', { token: 'forged' })).status).toBe(401);
  });

  it('sends a 6-digit OTP through the outbox and logs in with it once', async () => {
    const request = await call('POST', '/api/authentication/otp', { body: { username: 'anna@helvetia.example' } });
    expect(request.status).toBe(200);
    const [mail] = await db.query<{ to_address: string; body_text: string }>(
      "SELECT to_address, body_text FROM mail_outbox WHERE kind = 'otp' ORDER BY id DESC LIMIT 1",
    );
    expect(mail?.to_address).toBe('anna@helvetia.example');
    const code = mail!.body_text.match(/\b(\d{6})\b/)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', '/api/authentication/login/otp', { body: { username: 'anna@helvetia.example', code: wrongCode } })).status,
    ).toBe(401);
    const ok = await call('POST', '/api/authentication/login/otp', { body: { username: 'anna@helvetia.example', code } });
    expect(ok.status).toBe(200);
    expect(ok.body.result.token).toBeTruthy();
    expect((await call('POST', '/api/authentication/login/otp', { body: { username: 'anna@helvetia.example', code } })).status).toBe(401);
  });

  it('answers an OTP request for an unknown address exactly like a known one, and sends nothing', async () => {
    const before = await db.query('SELECT id FROM mail_outbox');
    const response = await call('POST', '/api/authentication/otp', { body: { username: 'ghost@example.com' } });
    expect(response.status).toBe(200);
    expect(response.body.result.message).toMatch(/If the address belongs to an account/);
    expect(await db.query('SELECT id FROM mail_outbox')).toHaveLength(before.length);
  });

  it('logs in once with a one-time link', async () => {
    await db.query(
      "INSERT INTO auth_one_time (user_id, kind, secret_hash, expires_at) VALUES ($1, 'login-link', $2, now() + interval '1 hour')",
      [employerId, hashSecret('link-secret')],
    );
    const ok = await call('POST', '/api/authentication/login/token', { body: { token: 'link-secret', resetPassword: true } });
    expect(ok.status).toBe(200);
    expect(ok.body.result.resetPassword).toBe(true);
    expect((await call('POST', '/api/authentication/login/token', { body: { token: 'link-secret' } })).status).toBe(401);
  });

  it('lets an admin switch to a user and keeps the admin as owner; others may not switch', async () => {
    const admin = await login('admin@mandate.example', 'admin pass');
    const switched = await call('POST', `/api/authentication/switch/${employerId}`, { token: admin.token, body: { keepOwner: true } });
    expect(switched.status).toBe(200);
    expect(switched.body.result.owner).toMatchObject({ name: 'Test User' });
    const me = await call('GET', '/api/user/current', { token: switched.body.result.token });
    expect(me.body.result).toMatchObject({ id: employerId, owner: { roles: [{ code: 'content-admin' }] } });
    expect((await call('GET', '/api/user/current', { token: admin.token })).status).toBe(401);

    const employer = await login('anna@helvetia.example', 'correct horse');
    const refused = await call('POST', '/api/authentication/switch/1', { token: employer.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Access denied');
    expect((await call('POST', '/api/authentication/switch/999999', { token: admin.token, body: {} })).status).toBe(401);
  });

  it('explains that LinkedIn login is not configured', async () => {
    const response = await call('POST', '/api/authentication/linkedin', { body: { code: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/LinkedIn is not configured/);
  });

  it('rate-limits login attempts with a 429 and a clear message', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await call('POST', '/api/authentication/login/credentials', { body: { username: 'limit@mandate.example', password: 'wrong' } }))
          .status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await call('POST', '/api/authentication/login/credentials', {
      body: { username: 'limit@mandate.example', password: 'limit pass' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'Too many requests. Please wait.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

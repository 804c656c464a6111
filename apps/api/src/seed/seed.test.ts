import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { listenForTest, type TestCall } from '../testing/fixtures';
import { demoUsers } from './demo';
import { demoLoginTable, seedDemoData } from './seed';

describe.each(testDatabases)('demo data on $name', ({ open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;

  beforeAll(async () => {
    db = await open();
    ({ app, call } = await listenForTest({ db, authRateLimit: { max: 1000, timeWindow: 60_000 } }));
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is written once: a second run creates nothing and leaves the counts alone', async () => {
    const first = await seedDemoData(db);
    expect(first).toEqual({ organizationsCreated: 4, usersCreated: demoUsers.length });
    const count = async () =>
      (await db.query<{ n: string }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM organizations) AS n'))[0]!.n;
    const before = await count();
    expect(await seedDemoData(db)).toEqual({ organizationsCreated: 0, usersCreated: 0 });
    expect(await count()).toBe(before);
  });

  it('restores a missing demo user on the next run, and gives consultants statistics, ratings and every plan', async () => {
    await db.query("DELETE FROM users WHERE username = 'consultant4@mandate.demo'");
    expect(await seedDemoData(db)).toEqual({ organizationsCreated: 0, usersCreated: 1 });
    const consultants = await db.query<{ subscription: string; rating: string; interview_ratio: number | null; sectors: string[] }>(
      "SELECT subscription, rating, interview_ratio, sectors FROM users WHERE 'recruiter' = ANY (roles) ORDER BY username",
    );
    expect(consultants).toHaveLength(5);
    expect(new Set(consultants.map((c) => c.subscription))).toEqual(new Set(['basic', 'premium', 'premium-plus']));
    expect(consultants.filter((c) => Number(c.rating) > 0 && c.interview_ratio !== null)).toHaveLength(4);
    expect(consultants.every((c) => c.sectors.length > 0)).toBe(true);
  });

  it('has a working login for every role listed', async () => {
    for (const user of demoUsers) {
      const login = await call('POST', '/api/authentication/login/credentials', {
        body: { username: user.username, password: user.password },
      });
      expect(login.status, user.username).toBe(200);
      const me = await call('GET', '/api/user/current', { token: login.body.result.token });
      expect(me.body.result.roles.map((r: { code: string }) => r.code)).toEqual(user.roles);
    }
  });

  it('covers every role the issue names and prints them as a table', () => {
    const roles = new Set(demoUsers.flatMap((u) => u.roles));
    for (const role of ['employer', 'line-manager', 'recruiter', 'content-admin', 'sales-admin', 'demo-user'])
      expect(roles.has(role as never)).toBe(true);
    expect(demoUsers.filter((u) => u.roles.includes('recruiter'))).toHaveLength(5);
    const table = demoLoginTable();
    for (const user of demoUsers) expect(table).toContain(user.username);
  });

  it('matches the README’s "Demo logins" table row for row', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const section = readme.split('## Demo logins')[1]!.split('\n## ')[0]!;
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('|') && !line.startsWith('| role') && !line.startsWith('| ---'))
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(demoUsers.map((u) => [u.role, u.username, u.password]));
  });
});

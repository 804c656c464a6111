import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { createOrganization, listenForTest, type TestCall, testUsers } from '../testing/fixtures';

/** The people of the vacancy tests: a company with an author, a colleague and a manager; two agencies with consultants; an admin. */
export interface JobWorld {
  db: Database;
  app: FastifyInstance;
  call: TestCall;
  ids: Record<string, number>;
  tokens: Record<string, string>;
  orgs: Record<string, number>;
  /** Writes a vacancy of `who` (default the author) in `status` directly into the table (fields in camelCase). */
  job(status?: string, who?: string, fields?: Record<string, unknown>): Promise<number>;
  close(): Promise<void>;
}

export async function jobWorld(db: Database): Promise<JobWorld> {
  const { ids, tokens, add } = testUsers(
    () => db,
    (key) => ({ firstName: key, lastName: 'Test' }),
  );
  const orgs: Record<string, number> = {};
  orgs.company = await createOrganization(db, 'Helvetia Pharma AG', 'company');
  orgs.other = await createOrganization(db, 'Berlin Bank GmbH', 'company', 'DE');
  orgs.x = await createOrganization(db, 'Xray Search', 'agency');
  orgs.y = await createOrganization(db, 'Yankee Headhunters', 'agency');
  await add('admin', { username: 'admin@test.example', roles: ['content-admin'] });
  await add('author', { username: 'author@test.example', roles: ['employer'], organizationId: orgs.company });
  await add('colleague', { username: 'colleague@test.example', roles: ['employer'], organizationId: orgs.company });
  await add('manager', { username: 'manager@test.example', roles: ['employer'], organizationId: orgs.company });
  await add('lineManager', { username: 'lm@test.example', roles: ['line-manager'], organizationId: orgs.company });
  await add('stranger', { username: 'stranger@test.example', roles: ['employer'], organizationId: orgs.other });
  await add('r1', { username: 'r1@test.example', roles: ['recruiter'], organizationId: orgs.x });
  await add('r2', { username: 'r2@test.example', roles: ['recruiter'], organizationId: orgs.x });
  await add('r3', { username: 'r3@test.example', roles: ['recruiter'], organizationId: orgs.y });
  await add('r4', { username: 'r4@test.example', roles: ['recruiter'], organizationId: orgs.y });
  await db.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [ids.manager, orgs.company]);
  const { app, call } = await listenForTest({
    db,
    logger: process.env.JOB_TEST_LOG === '1',
    authRateLimit: { max: 100_000, timeWindow: 60_000 },
  });
  let n = 0;
  return {
    db,
    app,
    call,
    ids,
    tokens,
    orgs,
    async job(status = 'active', who = 'author', fields = {}) {
      n++;
      const entries = Object.entries({ title: `Vacancy ${n}`, ...fields });
      const columns = entries.map(([key]) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO jobs (author_id, organization_id, status, published_at, ${columns.join(', ')})
         SELECT u.id, u.organization_id, $2, CASE WHEN $2 = 'draft' THEN NULL ELSE now() END, ${entries.map((_, i) => `$${i + 3}`).join(', ')}
           FROM users u WHERE u.id = $1 RETURNING id`,
        [ids[who], status, ...entries.map(([, value]) => value)],
      );
      return Number(row!.id);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}

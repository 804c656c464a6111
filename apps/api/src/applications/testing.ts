/** Fixtures of the application tests: vacancies and consultant assignments written directly in SQL. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/database';
import { buildServer } from '../server';
import { createOrganization, type TestCall, testUsers } from '../testing/fixtures';

export interface FixtureJob {
  title?: string;
  authorId: number;
  organizationId: number | null;
  status?: string;
  positionCount?: number;
  successFeePercentage?: number | null;
  successFeeFixedAmount?: number | null;
  acceptingCandidates?: boolean;
}

/** A vacancy as the vacancy workflow would leave it after publishing. */
export async function createJob(db: Pick<Database, 'query'>, job: FixtureJob): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO jobs (title, status, author_id, organization_id, position_count, success_fee_percentage, success_fee_fixed_amount,
                       accepting_candidates, published_at, country_code, sectors)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), 'CH', '{pharma}') RETURNING id`,
    [
      job.title ?? 'Head of Finance',
      job.status ?? 'active',
      job.authorId,
      job.organizationId,
      job.positionCount ?? 1,
      job.successFeePercentage === undefined ? 20 : job.successFeePercentage,
      job.successFeeFixedAmount ?? null,
      job.acceptingCandidates ?? true,
    ],
  );
  return Number(row!.id);
}

/** A consultant on a vacancy in a given status (accepted by default). */
export async function assignRecruiter(
  db: Pick<Database, 'query'>,
  jobId: number,
  recruiterId: number,
  status = 'accepted',
): Promise<number> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO job_recruiters (job_id, recruiter_id, status, source) VALUES ($1, $2, $3, 'invitation')
     ON CONFLICT (job_id, recruiter_id) DO UPDATE SET status = EXCLUDED.status RETURNING id`,
    [jobId, recruiterId, status],
  );
  return Number(row!.id);
}

/** A TestCall through Fastify's inject (no socket): JSON in and out, Token and Locale headers. */
export function injector(app: FastifyInstance): TestCall {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers['token'] = options.token;
    if (options.locale) headers['locale'] = options.locale;
    const response = await app.inject({
      method: method as 'GET',
      url: path,
      headers,
      payload: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const json: unknown = response.body ? JSON.parse(response.body) : null;
    return { status: response.statusCode, body: json, headers: new Headers(response.headers as Record<string, string>) };
  };
}

/** The people of the application tests: two companies, two agencies, an admin. */
export interface World {
  db: Database;
  app: FastifyInstance;
  call: TestCall;
  ids: Record<string, number>;
  tokens: Record<string, string>;
  orgs: Record<string, number>;
  close(): Promise<void>;
}

export async function openWorld(open: () => Promise<Database>): Promise<World> {
  const db = await open();
  const orgs: Record<string, number> = {};
  const { ids, tokens, add } = testUsers(
    () => db,
    (key) => ({ password: `${key} password` }),
  );
  orgs.a = await createOrganization(db, 'Helvetia Pharma AG', 'company');
  orgs.b = await createOrganization(db, 'Berlin Bank GmbH', 'company', 'DE');
  orgs.x = await createOrganization(db, 'Xray Search', 'agency');
  orgs.y = await createOrganization(db, 'Yankee Headhunters', 'agency');
  await add('admin', { username: 'admin@mandate.example', roles: ['content-admin'], firstName: 'Ada', lastName: 'Admin' });
  await add('e1', {
    username: 'e1@helvetia.example',
    roles: ['employer'],
    firstName: 'Erika',
    lastName: 'Employer',
    organizationId: orgs.a,
  });
  await add('e2', { username: 'e2@bank.example', roles: ['employer'], firstName: 'Emil', lastName: 'Banker', organizationId: orgs.b });
  await add('alice', { username: 'alice@x.example', roles: ['recruiter'], firstName: 'Alice', lastName: 'Adams', organizationId: orgs.x });
  await add('carl', { username: 'carl@x.example', roles: ['recruiter'], firstName: 'Carl', lastName: 'Cole', organizationId: orgs.x });
  await add('bob', { username: 'bob@y.example', roles: ['recruiter'], firstName: 'Bob', lastName: 'Brown', organizationId: orgs.y });
  await add('dora', { username: 'dora@y.example', roles: ['recruiter'], firstName: 'Dora', lastName: 'Dunn', organizationId: orgs.y });
  const app = await buildServer({ db, logger: false, webRoot: '/nonexistent', authRateLimit: { max: 10_000, timeWindow: 60_000 } });
  await app.ready();
  return {
    db,
    app,
    call: injector(app),
    ids,
    tokens,
    orgs,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A valid candidate body with a consent record. */
export const candidateBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna.muster@example.ch',
  phone: '+41 79 123 45 67',
  dateOfBirth: '1990-04-01',
  city: 'Zürich',
  countryCode: 'CH',
  employed: true,
  consent: { document: 'candidate-privacy-notice', locale: 'en' },
  ...overrides,
});

/** A valid hire body. */
export const hireBody = (overrides: Record<string, unknown> = {}) => ({
  totalPackage: 123_457,
  offerDate: '2026-01-10',
  signatureDate: '2026-01-12',
  startDate: '2026-03-01',
  approvalNumber: 'APP-1',
  approvalNote: null,
  ratings: [],
  ...overrides,
});

/**
 * A call as `who` that must answer 200; answers its `result`. GET sends no body, other methods `{}`
 * unless given one.
 */
export const succeeding = (w: () => World) => async (who: string, method: string, path: string, body?: unknown) => {
  const world = w();
  const response = await world.call(method, `/api${path}`, {
    token: world.tokens[who],
    body: body ?? (method === 'GET' ? undefined : {}),
  });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
  return response.body.result;
};

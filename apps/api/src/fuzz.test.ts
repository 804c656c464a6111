/**
 * Bad input never yields a 500, and a refused request changes nothing: random and malformed bodies,
 * queries and ids are thrown at every route the server registers, anonymously and with the tokens
 * of several roles. Counts are printed for the issue's closing note.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import type { ApiRoute } from './server';
import { testDatabases } from './testing/databases';
import { createOrganization, createUser, listenForTest, signIn, type TestCall } from './testing/fixtures';

/** Tables whose rows change on purpose when a request is refused (wrong OTP counts an attempt). */
const CHANGES_ON_REFUSAL = new Set(['auth_one_time']);

/**
 * One statement that hashes every table's rows (but those in CHANGES_ON_REFUSAL): a refused request
 * that wrote anything changes the answer. Built once, after the migrations, so a check costs one
 * query instead of one per table.
 */
async function checksumQuery(db: Database): Promise<string> {
  const tables = await db.query<{ t: string }>(
    "SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name",
  );
  const parts = tables
    .filter(({ t }) => !CHANGES_ON_REFUSAL.has(t))
    .map(({ t }) => `SELECT '${t}:' || coalesce(md5(string_agg(x::text, '|' ORDER BY x::text)), '') AS h FROM "${t}" x`);
  return `SELECT string_agg(h, ',') AS h FROM (${parts.join(' UNION ALL ')}) s`;
}

const weirdId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '..%2F..', "1' OR '1'='1", 'null', '1e3', ' '),
  fc.integer({ min: -2, max: 5 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const weirdBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom(
      'username',
      'password',
      'code',
      'token',
      'refreshToken',
      'id',
      'page',
      'pageSize',
      'roles',
      'keywords',
      'comment',
      'name',
      'type',
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    ),
  ),
);
const weirdQuery = fc.dictionary(
  fc.constantFrom('type', 'meta', 'page', 'pageSize', 'search', 'roles[]', 'x'),
  fc.string({ maxLength: 10 }),
  { maxKeys: 3 },
);

describe.each(testDatabases)('fuzzing every route on $name', ({ name, open }) => {
  let db: Database;
  let app: FastifyInstance;
  let call: TestCall;
  const routes: ApiRoute[] = [];
  const tokens: (string | undefined)[] = [undefined, 'forged-token'];
  let checksumSql = '';
  const checksum = async () => (await db.query<{ h: string }>(checksumSql))[0]!.h;

  beforeAll(async () => {
    db = await open();
    checksumSql = await checksumQuery(db);
    const company = await createOrganization(db, 'Fuzz AG', 'company');
    await createUser(db, {
      username: 'fuzz-employer@example.com',
      password: 'fuzz employer',
      roles: ['employer'],
      organizationId: company,
    });
    await createUser(db, { username: 'fuzz-recruiter@example.com', password: 'fuzz recruiter', roles: ['recruiter'] });
    await createUser(db, { username: 'fuzz-admin@example.com', password: 'fuzz admin', roles: ['content-admin'] });
    ({ app, call } = await listenForTest({ db, authRateLimit: { max: 100_000, timeWindow: 60_000 } }));
    const seen = new Set<string>();
    for (const r of app.apiRoutes) {
      if (seen.has(`${r.method} ${r.url}`)) continue;
      seen.add(`${r.method} ${r.url}`);
      routes.push(r);
    }
    for (const [username, password] of [
      ['fuzz-employer@example.com', 'fuzz employer'],
      ['fuzz-recruiter@example.com', 'fuzz recruiter'],
      ['fuzz-admin@example.com', 'fuzz admin'],
    ] as const) {
      tokens.push(await signIn(call, username, password));
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers random input at every route without a 5xx, and refused requests change nothing', async () => {
    expect(routes.length).toBeGreaterThan(5);
    let requests = 0;
    let serverErrors = 0;
    let refusedThatChanged = 0;
    const failures: string[] = [];
    const runs = name === 'pglite' ? 25 : 10;
    // The data as it stands: after a refused request it must be unchanged, so only an accepted
    // request makes a new reading necessary before the next one.
    let known: string | null = null;
    for (const route of routes) {
      // Logging out or switching would invalidate the tokens the rest of the run uses.
      if (/logout|switch/.test(route.url)) continue;
      await fc.assert(
        fc.asyncProperty(weirdId, weirdBody, weirdQuery, fc.nat(tokens.length - 1), async (id, body, query, who) => {
          const path = route.url.replace(/:\w+/g, id);
          const search = new URLSearchParams(query).toString();
          const before = known ?? (await checksum());
          const response = await call(route.method, `${path}${search ? `?${search}` : ''}`, {
            body: route.method === 'GET' || route.method === 'HEAD' ? undefined : body,
            token: tokens[who],
          });
          requests++;
          if (response.status >= 500) {
            serverErrors++;
            failures.push(`${route.method} ${path} → ${response.status} ${JSON.stringify(response.body)}`);
          }
          if (response.status >= 400) {
            known = await checksum();
            if (known !== before) {
              refusedThatChanged++;
              failures.push(`${route.method} ${path} → ${response.status} changed data`);
            }
          } else known = null;
        }),
        { numRuns: runs, seed: 20261122 },
      );
    }
    console.log(
      `fuzz on ${name}: ${routes.length} routes, ${requests} requests, ${serverErrors} answers 5xx, ${refusedThatChanged} refused requests changed data`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

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

/**
 * Tables whose rows change on purpose when a request is refused: a wrong OTP counts an attempt, and
 * every attempt at a rate-limited route counts towards its limit, refused or not.
 */
const CHANGES_ON_REFUSAL = new Set(['auth_one_time', 'rate_limits']);

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

/**
 * The characters no text field takes (issue 12 §6): NUL, lone surrogates (high, low, reversed) and
 * other C0 controls. NUL and surrogates are refused by the HTTP layer's guard as well as the
 * fields' schemas; the other controls by the schemas alone.
 */
const badCharacter = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u001F',
);
/** A text with one of them somewhere. */
const badText = fc
  .tuple(fc.string({ maxLength: 12 }), badCharacter, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);
// eslint-disable-next-line no-control-regex -- what the generators above put in
const BAD_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;
/** The same characters as they travel in a URL: %00–%1F but tab, line feed and carriage return. */
const BAD_IN_URL = /%(0[0-8bcef]|1[0-9a-f])/i;
/** Whether a body holds one of them in a string or a key. */
const hasBadText = (value: unknown): boolean =>
  typeof value === 'string'
    ? BAD_TEXT.test(value)
    : Array.isArray(value)
      ? value.some(hasBadText)
      : typeof value === 'object' && value !== null
        ? Object.entries(value).some(([key, item]) => BAD_TEXT.test(key) || hasBadText(item))
        : false;

const weirdId = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '99999999999999999999', 'abc', '%00', '..%2F..', "1' OR '1'='1", 'null', '1e3', ' '),
  fc.constantFrom('1%00', 'a%00b', '%01', '%1F', '%ED%A0%80', '%C0%80'),
  fc.integer({ min: -2, max: 5 }).map(String),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const weirdBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  badText,
  fc.dictionary(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
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
          'title',
          'search',
          'subject',
          'content',
          'email',
          'firstName',
          'sortOrder',
          'countryCode',
          // notes, payment terms, feedback, testimonials and private messages (issue 17)
          'linkedId',
          'label',
          'days',
          'mode',
          'category',
          'message',
          'jobId',
          'participants',
          'recipients',
          'attachments',
          'forAll',
          // tasks (issue 17 point 7)
          'note',
          'dueDate',
          'status',
          'sort',
          'assigneeId',
        ),
      },
      { weight: 1, arbitrary: badText },
    ),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      badText,
      badText,
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 5 }), badText), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 5 }), badText), badText, { maxKeys: 2 }),
    ),
  ),
);
const weirdQuery = fc.dictionary(
  fc.constantFrom(
    'type',
    'meta',
    'page',
    'pageSize',
    'search',
    'roles[]',
    'x',
    'include',
    'organizationId',
    'jobId',
    'token',
    // the PDF links' parameters
    'pages[]',
    'pages',
    'separately',
    'application_id',
    'locale',
  ),
  fc.oneof(fc.string({ maxLength: 10 }), badText),
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
    // Requests carrying a character no text field takes, and their answers by status.
    let badTextRequests = 0;
    const badTextAnswers = new Map<number, number>();
    const failures: string[] = [];
    const runs = name === 'pglite' ? 25 : 10;
    // The data as it stands: after a refused request it must be unchanged, so only an accepted
    // request makes a new reading necessary before the next one.
    let known: string | null = null;
    for (const route of routes) {
      // Logging out or switching would invalidate the tokens the rest of the run uses; the live
      // event stream stays open (live/live.test.ts covers its refusals).
      if (/logout|switch|\/live\/events/.test(route.url)) continue;
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
          const sentBody = route.method === 'GET' || route.method === 'HEAD' ? undefined : body;
          if (hasBadText(sentBody) || BAD_IN_URL.test(`${path}?${search}`)) {
            badTextRequests++;
            badTextAnswers.set(response.status, (badTextAnswers.get(response.status) ?? 0) + 1);
            // Accepted, it must have been ignored (an unknown key, a parameter the route does not
            // read): a JSON answer that shows such a character back means a field took it.
            const json = response.headers.get('content-type')?.includes('json');
            if (response.status < 400 && json && hasBadText(response.body))
              failures.push(`${route.method} ${path}?${search} → ${response.status} took ${JSON.stringify(sentBody)}`);
          }
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
    const byStatus = [...badTextAnswers].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
    console.log(
      `fuzz on ${name}: ${routes.length} routes, ${requests} requests, ${serverErrors} answers 5xx, ${refusedThatChanged} refused requests changed data; ` +
        `${badTextRequests} requests with NUL, lone surrogates or control characters, answered ${byStatus.join(', ')}`,
    );
    expect(badTextRequests).toBeGreaterThan(routes.length);
    expect([...badTextAnswers.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});

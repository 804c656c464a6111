import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { testDatabases } from '../testing/databases';
import { createUser, listenForTest, signIn, type TestCall } from '../testing/fixtures';
import { FacetIndex, fold, UserFacetIndex, type FacetQuery, type FacetRow } from './facetIndex';

const statuses = ['active', 'inactive', 'blocked'];
const roles = ['recruiter', 'employer', 'line-manager', 'demo-user'];
const countries = ['CH', 'DE', 'AT'];
const sectors = ['pharma', 'banking', 'it', 'retail'];
const departments = ['finance', 'hr', 'sales'];
const searchTypes = ['executive', 'specialist'];
const words = ['Anna', 'Müller', 'Mueller', 'Zürich', 'Berlin', 'sap', 'java', 'İstanbul', 'Øresund', 'last1', 'last12'];

const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
const row = (id: number) =>
  fc.record({
    id: fc.constant(id),
    status: fc.constantFrom(...statuses),
    roles: subset(roles),
    countries: subset(countries),
    countryCode: fc.option(fc.constantFrom(...countries), { nil: null }),
    sectors: subset(sectors),
    departments: subset(departments),
    searchTypes: subset(searchTypes),
    rating: fc.constantFrom(-1, 0, 1.5, 2.5, 3.3, 5),
    interviewRatio: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    satisfaction: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    lexemes: subset(words).map((list) => list.map((w) => w.toLowerCase())),
  }) satisfies fc.Arbitrary<FacetRow>;
const query: fc.Arbitrary<FacetQuery> = fc.record({
  statuses: subset(statuses),
  roles: subset(roles),
  withoutRoles: subset(['line-manager', 'demo-user']),
  countries: subset(countries),
  sectors: subset(sectors),
  departments: subset(departments),
  searchTypes: subset(searchTypes),
  rating: fc.option(fc.record({ min: fc.constantFrom(0, 1.5, 2.5, 3.3), orUnrated: fc.boolean() }), { nil: null }),
  minInterviewRatio: fc.option(fc.constantFrom(10, 50, 90), { nil: null }),
  minSatisfaction: fc.option(fc.constantFrom(10, 50, 90), { nil: null }),
  prefixes: subset(['an', 'mü', 'mu', 'zur', 'ber', 'ista', 'last1', 'x']),
});

/** The facet conditions as the SQL of the list route states them, one user at a time. */
function meetsFacets(user: FacetRow, q: FacetQuery): boolean {
  const any = (have: readonly string[], wanted: readonly string[]) => !wanted.length || wanted.some((w) => have.includes(w));
  return (
    q.statuses.includes(user.status) &&
    any(user.roles, q.roles) &&
    !q.withoutRoles.some((r) => user.roles.includes(r)) &&
    any(user.countryCode === null ? user.countries : [...user.countries, user.countryCode], q.countries) &&
    any(user.sectors, q.sectors) &&
    any(user.departments, q.departments) &&
    any(user.searchTypes, q.searchTypes) &&
    (q.rating === null || user.rating >= q.rating.min || (q.rating.orUnrated && user.rating < 0)) &&
    (q.minInterviewRatio === null || (user.interviewRatio !== null && user.interviewRatio >= q.minInterviewRatio)) &&
    (q.minSatisfaction === null || (user.satisfaction !== null && user.satisfaction >= q.minSatisfaction))
  );
}
/** The database's prefix search on lower-cased lexemes (what the index may widen, never narrow). */
const meetsPrefixes = (user: FacetRow, q: FacetQuery) => q.prefixes.every((p) => user.lexemes.some((l) => l.startsWith(p.toLowerCase())));

describe('FacetIndex', () => {
  it('answers exactly the facet conditions and never drops a user the text search keeps, through updates and growth', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 2500 })
          .chain((count) =>
            fc.tuple(
              fc.tuple(...Array.from({ length: Math.min(count, 60) }, (_, i) => row(i * 41 + 1))),
              fc.array(fc.integer({ min: 0, max: 59 }), { maxLength: 10 }),
              fc.array(query, { minLength: 1, maxLength: 5 }),
              fc.constant(count),
            ),
          ),
        fc.array(row(7), { maxLength: 1 }),
        ([users, updated, queries, count], replacement) => {
          const index = new FacetIndex();
          // Beyond the sampled users, plain ones up to `count`: the bitsets grow past their first size.
          const plain: FacetRow[] = Array.from({ length: Math.max(0, count - users.length) }, (_, i) => ({
            id: 1_000_000 + i,
            status: 'inactive',
            roles: [],
            countries: [],
            countryCode: null,
            sectors: [],
            departments: [],
            searchTypes: [],
            rating: -1,
            interviewRatio: null,
            satisfaction: null,
            lexemes: [],
          }));
          const current = new Map<number, FacetRow>();
          for (const user of [...users, ...plain]) {
            index.set(user);
            current.set(user.id, user);
          }
          // Users change: the index forgets what they were.
          for (const position of updated) {
            const user = users[position];
            if (!user || !replacement[0]) continue;
            const changed = { ...replacement[0], id: user.id };
            index.set(changed);
            current.set(user.id, changed);
          }
          for (const q of queries) {
            const facets = [...current.values()].filter((u) => meetsFacets(u, q));
            const answer = index.match(q, 10_000)!;
            const answered = new Set(answer);
            expect(answer.length).toBe(answered.size);
            // Exactly the facet conditions, when there are no words…
            if (!q.prefixes.length) expect([...answered].sort()).toEqual(facets.map((u) => u.id).sort());
            // …and with words, every user the text search keeps, and only users meeting the facets.
            for (const user of facets) if (meetsPrefixes(user, q)) expect(answered.has(user.id)).toBe(true);
            for (const id of answered) expect(meetsFacets(current.get(id)!, q)).toBe(true);
            // Above the limit the index declines.
            if (answer.length > 0) expect(index.match(q, answer.length - 1)).toBeNull();
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('folds text so that a prefix stays a prefix whatever lower-cased it', () => {
    expect(fold('Müller')).toBe('muller');
    expect(fold('İstanbul')).toBe('istanbul');
    expect(fold('ZÜRICH')).toBe(fold('zürich'));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => fold(a + b).startsWith(fold(a))));
  });
});

describe.each(testDatabases)('consultant search with the facet index on $name', ({ name, open }) => {
  let db: Database;
  let indexed: FastifyInstance;
  let plain: FastifyInstance;
  let callIndexed: TestCall;
  let callPlain: TestCall;
  let token: string;

  beforeAll(async () => {
    db = await open();
    await db.query(
      `INSERT INTO organizations (name, type, country_code)
       SELECT org, 'agency', 'CH' FROM unnest(ARRAY['Anna Search AG', 'Zürich Talent', 'Berlin Heads', 'Pharma Partners']) org`,
    );
    await seed(db, 1, 400);
    await createUser(db, { username: 'admin@facets.example', password: 'admin password', roles: ['content-admin'] });
    // The index is read at the first search and then only every minute: every change after it is
    // found through the rows changed since (facet_xid), which this test is about.
    ({ app: indexed, call: callIndexed } = await listenForTest({ db, userSearchIndex: { refreshAfterMs: 60_000 } }));
    ({ app: plain, call: callPlain } = await listenForTest({ db, userSearchIndex: false }));
    token = await signIn(callPlain, 'admin@facets.example', 'admin password');
  });

  afterAll(async () => {
    await indexed.close();
    await plain.close();
    await db.close();
  });

  const filters = {
    roles: subset(['recruiter', 'employer']),
    statuses: subset(['active', 'inactive', 'blocked']),
    search: fc.constantFrom('mül', 'Mue', 'anna', 'Zür', 'pharma', 'first1', 'İst', '%', 'o b'),
    keywords: subset(['sap', 'ja', 'fin']),
    countries: subset(['ch', 'DE', 'AT']),
    sectors: subset(sectors),
    departments: subset(departments),
    searchTypes: subset(searchTypes),
    minRating: fc.constantFrom(0, 1.5, 2.5, 4),
    includeWithoutRating: fc.boolean(),
    minInterviewRatio: fc.constantFrom(0, 20, 50),
    minSatisfaction: fc.constantFrom(0, 30, 70),
    address: fc.constantFrom('Zür', 'a'),
    includeDemo: fc.boolean(),
  };
  type Key = keyof typeof filters;
  // One to four filters at a time, so that most searches find someone among 400 users.
  const bodies = fc.sample(
    fc.subarray(Object.keys(filters) as Key[], { minLength: 1, maxLength: 4 }).chain((keys) =>
      fc.record({
        ...Object.fromEntries(keys.map((key) => [key, filters[key]])),
        page: fc.integer({ min: 0, max: 1 }),
        pageSize: fc.constantFrom(5, 50),
      }),
    ),
    { numRuns: 100, seed: 20261123 },
  );

  const compare = async () => {
    let answered = 0;
    for (const body of bodies) {
      const [a, b] = await Promise.all([
        callIndexed('POST', '/api/user/list', { body, token }),
        callPlain('POST', '/api/user/list', { body, token }),
      ]);
      expect({ body, status: a.status }).toEqual({ body, status: b.status });
      if (a.status !== 200) continue;
      expect({ body, ids: a.body.result.items.map((u: { id: number }) => u.id), total: a.body.result.total }).toEqual({
        body,
        ids: b.body.result.items.map((u: { id: number }) => u.id),
        total: b.body.result.total,
      });
      if (a.body.result.total > 0) answered += 1;
    }
    // The sample is not all empty answers.
    expect(answered).toBeGreaterThan(50);
  };

  it('answers every sampled search exactly as the database alone does', compare);

  it('still does after users changed, were added and changed back, before the index reads them again', async () => {
    await db.query(
      `UPDATE users SET sectors = ARRAY['pharma'], departments = '{}', rating = 4.5, interview_ratio = 60, customer_satisfaction = 80,
              first_name = 'Müllerin', keywords = ARRAY['sap'] WHERE id % 7 = 0 AND username LIKE 'facet%'`,
    );
    await db.query(
      `UPDATE users SET status = 'blocked', roles = ARRAY['demo-user', 'recruiter'] WHERE id % 11 = 0 AND username LIKE 'facet%'`,
    );
    await db.query(`UPDATE users SET organization_id = (SELECT id FROM organizations WHERE name = 'Anna Search AG') WHERE id % 13 = 0`);
    await seed(db, 401, 440);
    await compare();
  });

  it.runIf(name === 'postgres')('takes a change committed after a read began as changed since the horizon', async () => {
    const index = new UserFacetIndex(db, { refreshAfterMs: 60_000 });
    await index.refresh();
    const [{ id } = { id: '0' }] = await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'facet10@example.com'`);
    let release!: () => void;
    let updated!: () => void;
    const wasUpdated = new Promise<void>((resolve) => (updated = resolve));
    // A transaction that changes a user and stays open while the index reads the table again.
    const open = db.transaction(async (tx) => {
      await tx.query(`UPDATE users SET sectors = ARRAY['rare-sector'], status = 'active' WHERE id = $1`, [id]);
      updated();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await wasUpdated;
    await index.refresh();
    release();
    await open;
    const q: FacetQuery = {
      statuses: ['active'],
      roles: [],
      withoutRoles: [],
      countries: [],
      sectors: ['rare-sector'],
      departments: [],
      searchTypes: [],
      rating: null,
      minInterviewRatio: null,
      minSatisfaction: null,
      prefixes: [],
    };
    const match = (await index.match(q, 100))!;
    // The read could not see the change, so the index does not know it…
    expect(match.ids).toEqual([]);
    // …and the horizon still covers it: the search checks that row in SQL.
    const changed = await db.query<{ id: string }>(`SELECT id FROM users WHERE facet_xid >= $1::xid8 AND 'rare-sector' = ANY(sectors)`, [
      match.horizon,
    ]);
    expect(changed.map((r) => r.id)).toEqual([id]);
  });
});

/** Users `from`..`to` with facets, names and organisations spread so that the sampled searches find some. */
async function seed(db: Database, from: number, to: number): Promise<void> {
  await db.query(
    `INSERT INTO users (username, first_name, last_name, roles, status, organization_id, city, country_code, countries, sectors,
                        departments, search_types, rating, interview_ratio, customer_satisfaction, keywords)
     SELECT 'facet' || g || '@example.com',
            (ARRAY['Anna', 'Müller', 'Mueller', 'First1', 'İsmail', 'Otto'])[1 + g % 6],
            'Last' || g,
            CASE g % 4 WHEN 0 THEN ARRAY['recruiter'] WHEN 1 THEN ARRAY['employer'] WHEN 2 THEN ARRAY['employer', 'line-manager']
                       ELSE ARRAY['recruiter', 'demo-user'] END,
            (ARRAY['active', 'active', 'inactive', 'blocked'])[1 + g % 4],
            CASE WHEN g % 3 = 0 THEN NULL ELSE (SELECT id FROM organizations ORDER BY id LIMIT 1 OFFSET g % 4) END,
            (ARRAY['Zürich', 'Berlin', 'Basel', 'İstanbul'])[1 + g % 4],
            CASE WHEN g % 5 = 0 THEN NULL ELSE (ARRAY['CH', 'DE', 'AT'])[1 + g % 3] END,
            CASE WHEN g % 2 = 0 THEN ARRAY['AT'] ELSE '{}' END,
            CASE g % 4 WHEN 0 THEN ARRAY['pharma'] WHEN 1 THEN ARRAY['banking', 'it'] WHEN 2 THEN '{}' ELSE ARRAY['retail'] END,
            CASE g % 3 WHEN 0 THEN ARRAY['finance'] WHEN 1 THEN ARRAY['hr', 'sales'] ELSE '{}' END,
            CASE g % 5 WHEN 0 THEN ARRAY['executive'] WHEN 1 THEN ARRAY['specialist'] ELSE '{}' END,
            CASE WHEN g % 6 = 0 THEN -1 ELSE (g % 50) / 10.0 END,
            CASE WHEN g % 9 = 0 THEN NULL ELSE g % 101 END,
            CASE WHEN g % 8 = 0 THEN NULL ELSE (g * 7) % 101 END,
            CASE g % 7 WHEN 0 THEN ARRAY['sap'] WHEN 1 THEN ARRAY['java', 'finance'] ELSE '{}' END
       FROM generate_series($1::int, $2::int) g`,
    [from, to],
  );
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import type { Database } from './database';
import { afterKeys, keysetPages, orderBy, type SortKey } from './keyset';

describe('keyset conditions', () => {
  const p = (() => {
    let n = 0;
    return () => `$${++n}`;
  })();

  it('compares one direction without nulls as a row, and spells out mixed directions and nulls', () => {
    const id: SortKey = { sql: 't.id', type: 'bigint', dir: 'DESC' };
    expect(afterKeys([{ sql: 't.s', type: 'text', dir: 'DESC' }, id], ['b', '7'], p)).toBe('(t.s, t.id) < ($1::text, $2::bigint)');
    const at: SortKey = { sql: 't.at', type: 'timestamptz', dir: 'ASC', nullable: true };
    expect(afterKeys([at, id], ['2026-01-01 00:00:00+00', '7'], p)).toBe(
      '(t.at > $3::timestamptz OR (t.at = $3::timestamptz AND t.id < $4::bigint) OR t.at IS NULL)',
    );
    expect(afterKeys([at, id], [null, '7'], p)).toBe('(t.at IS NULL AND t.id < $5::bigint)');
    expect(orderBy([at, id])).toBe('t.at ASC NULLS LAST, t.id DESC');
  });
});

describe.each(testDatabases)('keyset pages on $name', ({ open }) => {
  let db: Database;
  beforeAll(async () => {
    db = await open();
    await db.query('CREATE TABLE keyset_test (id bigint PRIMARY KEY, s text NOT NULL, at timestamptz, n integer NOT NULL)');
    // Ties on every key, nulls, and timestamps a microsecond apart (a JavaScript Date would merge them).
    await db.query(
      `INSERT INTO keyset_test
       SELECT g, (ARRAY['b', 'a', 'B', 'c'])[1 + g % 4],
              CASE WHEN g % 5 = 0 THEN NULL ELSE timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => (g % 7) / 1000000.0) END,
              g % 3
         FROM generate_series(1, 61) g`,
    );
  });
  afterAll(() => db.close());

  const ids = async (keys: SortKey[], pageSize: number, max?: number) => {
    const seen: number[] = [];
    const pages = keysetPages<{ id: string }>(db, {
      keys,
      params: [2],
      pageSize,
      ...(max === undefined ? {} : { max }),
      statement: ({ after, keyColumns, order, limit }) =>
        `SELECT t.id, ${keyColumns} FROM keyset_test t WHERE t.n <> $1 AND ${after} ORDER BY ${order} ${limit}`,
    });
    for await (const rows of pages) seen.push(...rows.map((r) => Number(r.id)));
    return seen;
  };
  const all = async (keys: SortKey[]) =>
    (await db.query<{ id: string }>(`SELECT t.id FROM keyset_test t WHERE t.n <> 2 ORDER BY ${orderBy(keys)}`)).map((r) => Number(r.id));

  const id = (dir: SortKey['dir']): SortKey => ({ sql: 't.id', type: 'bigint', dir });
  const orders: SortKey[][] = [
    [id('DESC')],
    [id('ASC')],
    [{ sql: 't.at', type: 'timestamptz', dir: 'DESC', nullable: true }, id('DESC')],
    [{ sql: 't.at', type: 'timestamptz', dir: 'ASC', nullable: true }, id('ASC')],
    [{ sql: 'lower(t.s)', type: 'text', dir: 'ASC' }, id('DESC')],
    [{ sql: 't.n', type: 'integer', dir: 'DESC' }, { sql: 't.s', type: 'text', dir: 'ASC' }, id('ASC')],
  ];

  it.each(orders.map((keys) => [orderBy(keys), keys] as const))('reads every row once in the order of %s', async (_, keys) => {
    const expected = await all(keys);
    expect(expected).toHaveLength(41);
    for (const size of [1, 4, 41, 100]) expect(await ids(keys, size)).toEqual(expected);
    expect(await ids(keys, 4, 10)).toEqual(expected.slice(0, 10));
  });
});

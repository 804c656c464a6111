import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { preparedQuery, type Database } from './database';
import { testDatabases } from '../testing/databases';

describe('a PostgreSQL connection that the server ends', () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabases.find((d) => d.name === 'postgres')!.open();
  });
  afterAll(async () => db.close());

  it('costs the pool that connection only: no crash, and the next query gets a new one', async () => {
    const [{ pid } = { pid: 0 }] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(pid).toBeGreaterThan(0);
    // The connection is idle in the pool now; end it from outside, as a server restart would.
    const admin = new pg.Client({ connectionString: inject('postgresUrl') });
    await admin.connect();
    const [ended] = (await admin.query<{ ok: boolean }>('SELECT pg_terminate_backend($1) AS ok', [pid])).rows;
    await admin.end();
    expect(ended?.ok).toBe(true);
    // Give the pool time to notice (its 'error' event is what would otherwise end the process).
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [again] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again?.pid).not.toBe(pid);
  });
});

describe('prepared statements on PostgreSQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await testDatabases.find((d) => d.name === 'postgres')!.open();
  });
  afterAll(async () => db.close());

  it('names a parameterised statement after its text, the same name every time; leaves the rest unnamed', () => {
    const a = preparedQuery('SELECT $1::int AS n', [1]);
    expect(a.name).toMatch(/^m[\w-]{24}$/);
    expect(preparedQuery('SELECT $1::int AS n', [2])).toEqual({ name: a.name, text: 'SELECT $1::int AS n', values: [2] });
    expect(preparedQuery('SELECT $1::int + 1 AS n', [1]).name).not.toBe(a.name);
    expect(preparedQuery('VACUUM', [])).toEqual({ text: 'VACUUM' });
    expect(preparedQuery('CREATE TABLE t (id int)', [])).toEqual({ text: 'CREATE TABLE t (id int)' });
    expect(preparedQuery('SELECT 1; DROP TABLE t', [])).toEqual({ text: 'SELECT 1; DROP TABLE t' });
    const plain = preparedQuery('  select count(*) from jobs', []);
    expect(plain).toEqual({ name: expect.stringMatching(/^m/), text: '  select count(*) from jobs', values: [] });
    expect(preparedQuery('WITH x AS (SELECT 1) SELECT * FROM x', []).name).toMatch(/^m/);
    expect(preparedQuery('SELECT 1', [], false)).toEqual({ text: 'SELECT 1' });
    expect(preparedQuery('SELECT $1::int AS n', [1], false)).toEqual({ text: 'SELECT $1::int AS n', values: [1] });
  });

  it('prepares a statement once per connection and reuses it, with new values each time', async () => {
    const sql = 'SELECT $1::int * 2 AS doubled';
    const { name } = preparedQuery(sql, [0]);
    const seen = await db.transaction(async (tx) => {
      const first = await tx.query<{ doubled: number }>(sql, [2]);
      const second = await tx.query<{ doubled: number }>(sql, [21]);
      const prepared = await tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements');
      return { values: [first[0]?.doubled, second[0]?.doubled], prepared };
    });
    expect(seen.values).toEqual([4, 42]);
    expect(seen.prepared).toContainEqual({ name, statement: sql });
    expect(seen.prepared.filter((p) => p.name === name)).toHaveLength(1);
  });
});

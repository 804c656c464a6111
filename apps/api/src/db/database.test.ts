import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from './database';
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

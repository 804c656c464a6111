import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrate';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database. */
  open(): Promise<Database>;
}

/** A new database on the test run's PostgreSQL server, dropped when the handle closes. */
async function freshPostgres(): Promise<Database> {
  const adminUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // The URL goes with the handle, for tests that play a second server process on the same database.
  const db = Object.assign(await openDatabase({ url: url.toString() }), { url: url.toString() });
  const close = db.close;
  db.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
  return db;
}

/** Every server test runs once on each: the embedded database and a real PostgreSQL server. */
export const testDatabases: TestDatabase[] = [
  {
    name: 'pglite',
    async open() {
      const db = await openDatabase({ dataDir: 'memory://' });
      await migrate(db);
      return db;
    },
  },
  {
    name: 'postgres',
    async open() {
      const db = await freshPostgres();
      await migrate(db);
      return db;
    },
  },
];

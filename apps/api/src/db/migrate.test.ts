import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrate, splitStatements } from './migrate';
import { testDatabases } from '../testing/databases';

describe('splitStatements', () => {
  it('splits on semicolons at line ends and drops comments', () => {
    expect(splitStatements('-- note\nCREATE TABLE a (x int);\nINSERT INTO a VALUES (1);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'INSERT INTO a VALUES (1)',
    ]);
  });

  it('keeps a dollar-quoted body whole, with its own semicolons at line ends', () => {
    const body = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  NEW.x := 1;\n  RETURN NEW;\nEND\n$$';
    const tagged = 'DO $fn$ BEGIN PERFORM 1;\nEND $fn$';
    expect(splitStatements(`${body};\nCREATE TABLE a (x int);\n${tagged};`)).toEqual([body, 'CREATE TABLE a (x int)', tagged]);
  });
});

describe.each(testDatabases)('migrations on $name', ({ open }) => {
  let db: Database | undefined;
  afterEach(async () => db?.close());

  it('applies the committed migrations once, and none on a second start', async () => {
    db = await open(); // open() migrates
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    expect(names[0]).toBe('0001_app_meta.sql');
    expect(await migrate(db)).toEqual([]);
  });

  it('rolls a failing migration back completely and records nothing for it', async () => {
    db = await open();
    const dir = mkdtempSync(path.join(tmpdir(), 'mig-'));
    writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE t_ok (x int);');
    writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE t_half (x int);\nSELECT * FROM no_such_table;');
    await expect(migrate(db, dir)).rejects.toThrow(/no_such_table/);
    const tables = (
      await db.query<{ t: string }>("SELECT table_name AS t FROM information_schema.tables WHERE table_name IN ('t_ok', 't_half')")
    ).map((r) => r.t);
    expect(tables).toEqual(['t_ok']);
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name);
    expect(names).toContain('0001_ok.sql');
    expect(names).not.toContain('0002_bad.sql');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';
import { scriptMigrations, type ScriptMigration } from './richTextMigration';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
/** Any constant: held while migrating so two servers starting at once do not both migrate. */
const LOCK_KEY = 727_001;

/**
 * Applies the committed SQL migrations (`migrations/NNNN_name.sql`) and the script migrations (data
 * changes SQL cannot make, `richTextMigration.ts`), in name order, that this database has not seen
 * yet, each in its own transaction. Returns the names applied now. Another `dir` runs no scripts
 * unless given.
 */
export async function migrate(
  db: Database,
  dir = migrationsDir,
  scripts: readonly ScriptMigration[] = dir === migrationsDir ? scriptMigrations : [],
): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .concat(scripts.map((script) => script.name))
    .sort();
  const byName = new Map(scripts.map((script) => [script.name, script]));
  await db.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
  try {
    await db.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const script = byName.get(file);
      const sql = script ? '' : readFileSync(path.join(dir, file), 'utf8');
      await db.transaction(async (tx) => {
        if (script) await script.run(tx);
        for (const statement of splitStatements(sql)) await tx.query(statement);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      applied.push(file);
    }
    return applied;
  } finally {
    await db.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]);
  }
}

/**
 * Splits a migration on `;` at line ends (migrations keep one statement per `;`-terminated block);
 * a dollar-quoted body (`$$ … $$`, `$tag$ … $tag$`, as in a function) is never split.
 */
export function splitStatements(sql: string): string[] {
  const text = sql.replace(/^\s*--.*$/gm, '');
  const statements: string[] = [];
  let start = 0;
  const boundary = /\$([A-Za-z_]\w*)?\$|;[ \t]*(?:\r?\n|$)/g;
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    if (match[0].startsWith('$')) {
      // Skip to the closing tag of this dollar quote.
      const close = text.indexOf(match[0], boundary.lastIndex);
      boundary.lastIndex = close === -1 ? text.length : close + match[0].length;
      continue;
    }
    statements.push(text.slice(start, match.index));
    start = boundary.lastIndex;
  }
  statements.push(text.slice(start));
  return statements.map((s) => s.trim()).filter(Boolean);
}

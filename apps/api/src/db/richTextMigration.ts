import { normalizeRichText } from '@mandate/domain';
import { sanitizeRichText } from '../http/richText';
import type { Database } from './database';

/** A migration written in TypeScript, for what SQL cannot do; ordered and recorded with the SQL files by its name. */
export interface ScriptMigration {
  /** `NNNN_name.ts`, sorted with the SQL files' names. */
  name: string;
  run(tx: Pick<Database, 'query'>): Promise<void>;
}

/**
 * The columns that hold rich text written through a marked field of domain's schemas (ADR 0015).
 * `required` columns are NOT NULL: an emptied value stays an empty string there; others become NULL.
 */
export const richTextColumns = [
  { table: 'jobs', column: 'description', required: false },
  { table: 'jobs', column: 'requirements', required: false },
  { table: 'job_recruiters', column: 'comment', required: false },
  { table: 'job_shared_notes', column: 'content', required: true },
  { table: 'invitation_templates', column: 'body', required: true },
  { table: 'applications', column: 'comment', required: false },
  { table: 'candidate_lists', column: 'comment', required: false },
] as const;

const BATCH = 500;

/** Sanitises every stored rich-text value once (issue 20 §3): rows written before the sanitiser existed. Returns the rows changed. */
export async function sanitizeStoredRichText(tx: Pick<Database, 'query'>): Promise<number> {
  let changed = 0;
  for (const { table, column, required } of richTextColumns) {
    let after = 0;
    for (;;) {
      const rows = await tx.query<{ id: string; html: string }>(
        `SELECT id, ${column} AS html FROM ${table} WHERE id > $1 AND ${column} IS NOT NULL ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      for (const row of rows) {
        const clean = sanitizeRichText(row.html);
        const value = required ? clean : normalizeRichText(clean);
        if (value !== row.html) {
          await tx.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1`, [row.id, value]);
          changed++;
        }
      }
      if (rows.length < BATCH) break;
      after = Number(rows.at(-1)!.id);
    }
  }
  return changed;
}

/** The script migrations, in order. */
export const scriptMigrations: readonly ScriptMigration[] = [
  {
    name: '0014_sanitize_rich_text.ts',
    run: async (tx) => {
      await sanitizeStoredRichText(tx);
    },
  },
];

/**
 * Keyset pagination: a long result read page by page, each page the rows after the previous page's
 * last sort keys. Every page is one short statement whatever the total (no OFFSET that rescans what
 * came before, no cursor that holds a connection or PGlite's only one), so a 100,000-row export
 * keeps one page in memory and lets other requests run between its pages. Used by the exports.
 */
import type { Database } from './database';

/** One key of an ORDER BY; the last key of a list must be unique and never null (the id). */
export interface SortKey {
  /** The key's SQL expression, e.g. `lower(j.title)`. */
  sql: string;
  /** Its PostgreSQL type: the last value travels as text and is cast back, so timestamps keep their microseconds. */
  type: 'bigint' | 'integer' | 'text' | 'timestamptz';
  dir: 'ASC' | 'DESC';
  /** The key may be null: nulls come last in either direction. */
  nullable?: boolean;
}

/** The ORDER BY list of the keys. */
export const orderBy = (keys: readonly SortKey[]): string =>
  keys.map((k) => `${k.sql} ${k.dir}${k.nullable ? ' NULLS LAST' : ''}`).join(', ');

/** What a page's statement is built from. */
export interface KeysetPage {
  /** The condition "after the previous page" (`TRUE` on the first page). */
  after: string;
  /** The sort keys as text columns `keyset_0`, `keyset_1`…, to select with the page's rows. */
  keyColumns: string;
  /** The ORDER BY list. */
  order: string;
  /** `LIMIT $n`. */
  limit: string;
}

type KeyValues = Record<`keyset_${number}`, string | null>;

/** The condition that a row sorts after the row whose keys are `values` (text, as selected by `keyColumns`). */
export function afterKeys(keys: readonly SortKey[], values: readonly (string | null)[], p: (value: unknown) => string): string {
  const cmp = (k: SortKey) => (k.dir === 'ASC' ? '>' : '<');
  const cast = (i: number) => `${p(values[i])}::${keys[i]!.type}`;
  // One direction and no nulls: a row comparison, which an index on the keys reads as a range.
  if (keys.every((k) => k.dir === keys[0]!.dir && !k.nullable)) {
    return `(${keys.map((k) => k.sql).join(', ')}) ${cmp(keys[0]!)} (${keys.map((_, i) => cast(i)).join(', ')})`;
  }
  const step = (i: number): string => {
    const k = keys[i]!;
    if (values[i] === null) {
      if (i === keys.length - 1) throw new Error(`the last sort key ${k.sql} must not be null`);
      return `(${k.sql} IS NULL AND ${step(i + 1)})`;
    }
    const value = cast(i);
    if (i === keys.length - 1) return `${k.sql} ${cmp(k)} ${value}`;
    return `(${k.sql} ${cmp(k)} ${value} OR (${k.sql} = ${value} AND ${step(i + 1)})${k.nullable ? ` OR ${k.sql} IS NULL` : ''})`;
  };
  return step(0);
}

/**
 * The rows of `statement` page by page in the order of `keys`, at most `max` in all. `params` are
 * the values the statement's filters reference ($1…); the page adds its own after them.
 */
export async function* keysetPages<Row extends object>(
  db: Pick<Database, 'query'>,
  options: {
    keys: readonly SortKey[];
    params: readonly unknown[];
    statement: (page: KeysetPage) => string;
    pageSize?: number;
    max?: number;
  },
): AsyncGenerator<Row[]> {
  const { keys, pageSize = 1000, max = Infinity } = options;
  const keyColumns = keys.map((k, i) => `(${k.sql})::text AS keyset_${i}`).join(', ');
  let last: (string | null)[] | null = null;
  for (let read = 0; read < max;) {
    const params = [...options.params];
    const p = (value: unknown) => `$${params.push(value)}`;
    const after: string = last ? afterKeys(keys, last, p) : 'TRUE';
    const size = Math.min(pageSize, max - read);
    const rows: (Row & KeyValues)[] = await db.query<Row & KeyValues>(
      options.statement({ after, keyColumns, order: orderBy(keys), limit: `LIMIT ${p(size)}` }),
      params,
    );
    if (rows.length === 0) return;
    read += rows.length;
    yield rows;
    if (rows.length < size) return;
    const end: KeyValues = rows[rows.length - 1]!;
    last = keys.map((_, i) => end[`keyset_${i}`] ?? null);
  }
}

/** Values between the database and the server: numbers from bigint/numeric text, LIKE and tsquery terms. */

/** A date from the database as ISO text (null stays null). */
export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A number from a database value (bigint and numeric arrive as strings from PostgreSQL). */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` escaped. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of free text that a search matches as prefixes (letters and digits, at most 20). */
export function prefixWords(texts: readonly string[]): string[] {
  return texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 20);
}

/** Words of free text, as safe prefix terms of a `to_tsquery('simple', …)` (letters and digits only). */
export function prefixQuery(texts: readonly string[]): string | null {
  const words = prefixWords(texts);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Offsets up to this are written into the statement; beyond, they are parameters. */
export const LITERAL_OFFSET_MAX = 1_000;

/**
 * `LIMIT … OFFSET …` of a list page. PostgreSQL keeps re-planning a prepared statement whose LIMIT
 * and OFFSET are parameters (with an unknown limit its generic plan looks dearer than each custom
 * one), which cost 0.7–2 ms of planning per page of the vacancy list; with both written in, the
 * statement gets a generic plan after five runs and a page takes ~0.5 ms. Both are integers the
 * schema bounded. The first pages — nearly every request — are a bounded set of texts (page sizes
 * × offsets up to 1,000), so the prepared statements stay few; deeper pages take parameters.
 */
export function pageSql(pageSize: number, offset: number, p: (value: unknown) => string): string {
  if (!Number.isSafeInteger(pageSize) || pageSize < 0 || !Number.isSafeInteger(offset) || offset < 0) {
    throw new Error(`invalid page ${pageSize} at ${offset}`);
  }
  return offset <= LITERAL_OFFSET_MAX ? `LIMIT ${pageSize} OFFSET ${offset}` : `LIMIT ${pageSize} OFFSET ${p(offset)}`;
}

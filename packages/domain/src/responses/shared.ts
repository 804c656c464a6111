/**
 * Building blocks of the response schemas (issue 12 §3 "contracts once"): what the server answers
 * and the web app reads, written once as valibot schemas. The API client's answer types are
 * inferred from them, the server's view builders are typed with them, and the HTTP tests validate
 * every answer they receive against them, so a drift between the three fails a test.
 *
 * Arrays are `readonly` in the inferred types (the app never changes an answer in place).
 */
import * as v from 'valibot';

/**
 * A text of an answer. Answers are checked, not read as input: the server wrote them from stored
 * texts that `safeString` let in (the lint rule for `v.string` guards inputs).
 */
// eslint-disable-next-line no-restricted-syntax -- an answer's text, not an input field
export const text = () => v.string();
/** A record id (a JSON number). */
export const id = () => v.pipe(v.number(), v.integer(), v.minValue(1));
/** A count or other whole number ≥ 0. */
export const count = () => v.pipe(v.number(), v.integer(), v.minValue(0));
/** A date and time as ISO 8601 text. */
export const isoDateTime = () => v.pipe(text(), v.isoTimestamp());
/** A read-only list of `item`. */
export const list = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item), v.readonly());
/** A `{ code }` reference, the code one of `codes` (any text when not given). */
export function coded(): v.ObjectSchema<{ code: ReturnType<typeof text> }, undefined>;
export function coded<const C extends readonly [string, ...string[]]>(
  codes: C,
): v.ObjectSchema<{ code: v.PicklistSchema<C, undefined> }, undefined>;
export function coded(codes?: readonly [string, ...string[]]) {
  return codes ? v.object({ code: v.picklist(codes) }) : v.object({ code: text() });
}
/** A `{ code, label }` reference-list entry. */
export const codeLabel = () => v.object({ code: text(), label: text() });
/** A record named by id and name (an organisation, a team member). */
export const namedRef = () => v.object({ id: id(), name: text() });
/** A page of a list call: its items and the number of matches (`totalCapped` when counting stopped at the cap). */
export const listPage = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: list(item), total: count(), totalCapped: v.optional(v.boolean()) });
/** Where a person or organisation is: city and country. */
export const place = () => v.object({ city: v.optional(v.nullable(text())), country: v.optional(v.nullable(codeLabel())) });
/** Optional in the type, and null when absent in the answer. */
export const maybe = <T extends v.GenericSchema>(schema: T) => v.optional(v.nullable(schema));
/** An uploaded file as answered (001 §3): title, comment, size and where to download it (domain's `UploadedFile`). */
export const uploadedFile = () => v.object({ id: id(), title: text(), comment: maybe(text()), size: count(), fullPath: text() });

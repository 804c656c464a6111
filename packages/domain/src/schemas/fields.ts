/**
 * Field builders shared by the schemas: each carries the domain message ids, so every schema
 * reports the same ids for the same rule.
 */
import * as v from 'valibot';
import { compareLocalDates, isLocalDate } from '../time';
import type { LocalDate } from '../time';
import type { DomainErrorId } from '../validate';

const msg = (id: DomainErrorId) => id;
const REQUIRED = msg('domain.error.required');
const TYPE = msg('domain.error.type');

/**
 * The characters no text field takes (issue 12 §6, issue 20), whatever the field (single-line,
 * multi-line, rich text, search, code, e-mail, token, id sent as a string):
 * - U+0000 (NUL): PostgreSQL's `text` cannot hold it, so storing or even comparing it fails;
 * - a lone UTF-16 surrogate (U+D800–U+DFFF without its partner): no character at all. It has no
 *   UTF-8 form, so the database driver would store U+FFFD in its place (or fail), and a browser
 *   shows garbage;
 * - the other C0 control characters U+0001–U+0008, U+000B, U+000C and U+000E–U+001F: no keyboard
 *   or paste into a browser field yields them, and they break XML (the spreadsheets and documents
 *   the server writes), e-mail headers and logs.
 *
 * Allowed on purpose: tab, line feed and carriage return (multi-line texts, pasted tables); DEL
 * and the C1 controls U+007F–U+009F (PostgreSQL and browsers hold them, pasted legacy text has
 * them); surrogate pairs (emoji and every other character beyond U+FFFF); noncharacters and
 * private-use characters.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff]/u;

/** Whether a text holds none of the characters no field takes (see {@link safeString}). */
export const isSafeText = (text: string): boolean => !UNSAFE_TEXT.test(text);

/**
 * The string schema every text field is built on: a string without NUL, lone surrogates or the
 * other C0 controls but tab, line feed and carriage return (`domain.error.invalid-characters`).
 * Lint refuses `v.string` anywhere else in domain and server code, and `safeText.test.ts` walks
 * every exported schema to prove each string in it refuses them.
 * @param message the message id when the value is not a string at all
 */
export const safeString = (message: DomainErrorId = TYPE) =>
  v.pipe(v.string(message), v.check(isSafeText, msg('domain.error.invalid-characters')));

/** A list's page number, from 0 (at most 1,000,000). */
export const listPage = () =>
  v.optional(
    v.pipe(
      v.number(TYPE),
      v.integer(msg('domain.error.integer')),
      v.minValue(0, msg('domain.error.min')),
      v.maxValue(1e6, msg('domain.error.max')),
    ),
    0,
  );

/** A list's page size, 1 to `max`, `fallback` when absent. */
export const listPageSize = (fallback: number, max = 200) =>
  v.optional(
    v.pipe(
      v.number(TYPE),
      v.integer(msg('domain.error.integer')),
      v.minValue(1, msg('domain.error.min')),
      v.maxValue(max, msg('domain.error.max')),
    ),
    fallback,
  );

/** Page (from 0) and page size of a list. */
export const paging = (fallback: number, max = 200) => ({ page: listPage(), pageSize: listPageSize(fallback, max) });

/** Length limits of free text (the specs name none; these keep payloads sane). */
export const TEXT_LIMITS = { short: 255, long: 10_000 } as const;

/** A required single-line text, trimmed, at most 255 characters. */
export const requiredText = (max: number = TEXT_LIMITS.short) =>
  v.pipe(safeString(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.maxLength(max, msg('domain.error.max-length')));

/** An optional text, trimmed; empty becomes null. */
export const optionalText = (max: number = TEXT_LIMITS.long) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.maxLength(max, msg('domain.error.max-length')))),
      v.transform((s) => (s ? s : null)),
    ),
    null,
  );

/** Whether rich text (HTML) holds nothing but empty paragraphs and whitespace (001 §5). */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/** Rich text with an empty paragraph normalised to null (001 §5). */
export function normalizeRichText(html: string | null | undefined): string | null {
  return isRichTextEmpty(html) ? null : (html ?? null);
}

/**
 * The metadata key marking a rich-text (HTML) field: its value is `'required'` or `'optional'`.
 * Every field built by {@link requiredRichText} or {@link optionalRichText} carries it, and the server
 * sanitises every value so marked after validation (`schemas/richText.ts`, ADR 0015).
 */
export const RICH_TEXT_METADATA = 'richText';

/** A required rich-text body: an empty paragraph counts as missing. Marked as rich text. */
export const requiredRichText = (max: number = TEXT_LIMITS.long * 10) =>
  v.pipe(
    safeString(REQUIRED),
    v.check((s) => !isRichTextEmpty(s), REQUIRED),
    v.maxLength(max, msg('domain.error.max-length')),
    v.metadata({ [RICH_TEXT_METADATA]: 'required' }),
  );

/** An optional rich-text body: an empty document (empty paragraphs, whitespace) becomes null. Marked as rich text. */
export const optionalRichText = (max: number = TEXT_LIMITS.long * 10) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(safeString(TYPE), v.trim(), v.maxLength(max, msg('domain.error.max-length')))),
      v.transform((s) => normalizeRichText(s)),
      v.metadata({ [RICH_TEXT_METADATA]: 'optional' }),
    ),
    null,
  );

/** A record id: a positive whole number that a database key holds exactly (at most 2^53 − 1). */
export const id = () =>
  v.pipe(
    v.number(REQUIRED),
    v.integer(msg('domain.error.integer')),
    v.minValue(1, msg('domain.error.min')),
    v.maxValue(Number.MAX_SAFE_INTEGER, msg('domain.error.max')),
  );

/** A `{ id }` reference. */
export const ref = () => v.object({ id: id() }, REQUIRED);

/** A checkbox, false when absent. */
export const flag = (fallback = false) => v.optional(v.boolean(TYPE), fallback);

/** Whether `n` is a whole multiple of `step` (tolerant of float noise: 0.3 is a multiple of 0.1). */
export function isOnStep(n: number, step: number): boolean {
  const k = n / step;
  return Math.abs(k - Math.round(k)) < 1e-9;
}

/** A number within bounds, optionally on a step. */
export const boundedNumber = (min: number, max: number, step?: number) =>
  v.pipe(
    v.number(REQUIRED),
    v.minValue(min, msg('domain.error.min')),
    v.maxValue(max, msg('domain.error.max')),
    v.check((n) => step === undefined || isOnStep(n - min, step), msg('domain.error.step')),
  );

/** A required whole amount of money, at least 0 (numeric-only input, 001 §5). */
export const amount = () => v.pipe(v.number(REQUIRED), v.integer(msg('domain.error.integer')), v.minValue(0, msg('domain.error.min')));

/** A required calendar day `YYYY-MM-DD`. */
export const localDate = () =>
  v.pipe(
    safeString(REQUIRED),
    v.nonEmpty(REQUIRED),
    v.check((s: string) => isLocalDate(s), msg('domain.error.date')),
    v.transform((s) => s as LocalDate),
  );

/** A required calendar day not later than `today` (when given). */
export const pastOrToday = (today?: LocalDate) =>
  v.pipe(
    localDate(),
    v.check((d) => !today || compareLocalDates(d, today) <= 0, msg('domain.error.date-after-today')),
  );

/** One of a list of options. */
export const option = <const T extends readonly [string, ...string[]]>(options: T) => v.picklist(options, msg('domain.error.option'));

/** A non-empty list. */
export const nonEmptyList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, REQUIRED), v.minLength(1, msg('domain.error.min-items')));

/** A star rating in half steps from 0 to 5 (001 §5). */
export const starRating = () => boundedNumber(0, 5, 0.5);

/** A rating of one search consultant, as given in the hire and cancel dialogs. */
export const consultantRating = () =>
  v.object({ user: v.object({ id: id(), fullName: v.optional(safeString(TYPE)) }, REQUIRED), rating: starRating() }, REQUIRED);

/** The context some schemas need: today's date (for "not after today") and whether the user is an admin. */
export interface SchemaContext {
  today?: LocalDate;
  isAdmin?: boolean;
}

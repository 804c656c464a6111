/**
 * Time rules: the relative-time thresholds and the simple day format of 001 §9, and local dates.
 *
 * A {@link LocalDate} is a calendar day as a `YYYY-MM-DD` string. The datepicker stores a date at
 * local midnight (001 §5); serialising that `Date` with `toISOString()` would move it to the
 * previous day east of UTC. Converting through the local calendar fields instead (here) keeps the day.
 * Nothing here reads the clock: `now` is always an argument.
 */

/** A calendar day, `YYYY-MM-DD`, with no time and no zone. Build it with {@link parseLocalDate} or {@link localDateOf}. */
export type LocalDate = string & { readonly __localDate: true };

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

function fromParts(year: number, month: number, day: number): LocalDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` as LocalDate;
}

/** Whether a string is a real calendar day in `YYYY-MM-DD` form (no 2023-02-30). */
export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== 'string') return false;
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Parses `YYYY-MM-DD`; returns null for anything else, including impossible days. */
export function parseLocalDate(value: string): LocalDate | null {
  return isLocalDate(value) ? value : null;
}

/** The calendar day of a `Date` in the runtime's local time zone (a datepicker value at local midnight keeps its day). */
export function localDateOf(date: Date): LocalDate {
  return fromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/** Local midnight of a calendar day, as a `Date` for a datepicker. */
export function localDateToDate(day: LocalDate): Date {
  const [year, month, date] = splitLocalDate(day);
  return new Date(year, month - 1, date);
}

/** Year, month (1–12) and day of a local date. */
export function splitLocalDate(day: LocalDate): [number, number, number] {
  const [y = '0', m = '0', d = '0'] = day.split('-');
  return [Number(y), Number(m), Number(d)];
}

/**
 * The calendar day of an instant in a time zone (e.g. the user's Timezone header on the server).
 * @param instant a `Date` or an ISO timestamp
 * @param timeZone an IANA zone such as `Europe/Zurich`; without it the runtime's local zone
 */
export function localDateIn(instant: Date | string, timeZone?: string): LocalDate {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!timeZone) return localDateOf(date);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return fromParts(get('year'), get('month'), get('day'));
}

/** Compares two local dates: negative when `a` is earlier, 0 when equal, positive when later. */
export function compareLocalDates(a: LocalDate, b: LocalDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A local date `days` later (or earlier when negative). */
export function addDays(day: LocalDate, days: number): LocalDate {
  const [y, m, d] = splitLocalDate(day);
  const shifted = new Date(Date.UTC(y, m - 1, d + days));
  return fromParts(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate());
}

/** Formats a local date as `dd.MM.y` (member-since date, 001 §2.6). */
export function formatLocalDate(day: LocalDate): string {
  const [y, m, d] = splitLocalDate(day);
  return `${pad(d)}.${pad(m)}.${y}`;
}

/** Seconds in a day and a week. */
export const SECONDS_PER_DAY = 86_400;
export const SECONDS_PER_WEEK = 604_800;

/** Relative-time thresholds of 001 §9, in seconds (inclusive upper bounds), with their keys. */
export const relativeTimeThresholds = [
  { upTo: 1_200, key: 'few-minutes' },
  { upTo: 3_600, key: 'within-hour' },
  { upTo: 28_800, key: 'few-hours' },
  { upTo: 86_400, key: 'within-day' },
  { upTo: 259_200, key: 'few-days' },
  { upTo: 604_800, key: 'within-week' },
] as const;

/** The keys of a relative time: the thresholds' keys and `weeks`. */
export type RelativeTimeKey = (typeof relativeTimeThresholds)[number]['key'] | 'weeks';

/** A relative time for the UI to translate: a key, and for `weeks` the count. */
export interface RelativeTime {
  key: RelativeTimeKey;
  count?: number;
}

/**
 * The relative-time bucket of a duration (001 §9): up to 1200 s "few minutes", 3600 "within an
 * hour", 28800 "within a few hours", 86400 "within a day", 259200 "in a few days", 604800 "within a
 * week", above that "about N weeks" with N rounded up. Negative durations count as 0.
 * @param seconds the elapsed time in seconds
 */
export function relativeTime(seconds: number): RelativeTime {
  const s = Math.max(0, seconds);
  const bucket = relativeTimeThresholds.find((t) => s <= t.upTo);
  return bucket ? { key: bucket.key } : { key: 'weeks', count: Math.ceil(s / SECONDS_PER_WEEK) };
}

/** The relative time between two instants (see {@link relativeTime}). */
export function relativeTimeBetween(from: Date | string, now: Date): RelativeTime {
  const start = typeof from === 'string' ? new Date(from) : from;
  return relativeTime((now.getTime() - start.getTime()) / 1000);
}

/** The keys of the simple day format. */
export type SimpleDurationKey = 'less-than-day' | 'one-day' | 'days';

/**
 * The simple format of a duration (001 §9): under 86400 s "less than one day", then "one day" (under
 * two days), else "N days" with N the whole days.
 */
export function simpleDuration(seconds: number): { key: SimpleDurationKey; count?: number } {
  if (seconds < SECONDS_PER_DAY) return { key: 'less-than-day' };
  const days = Math.floor(seconds / SECONDS_PER_DAY);
  return days === 1 ? { key: 'one-day' } : { key: 'days', count: days };
}

/** English default texts of the time keys, keyed by message id (ICU plurals for counts). */
export const domainTimeMessages = {
  'domain.time.few-minutes': 'a few minutes',
  'domain.time.within-hour': 'within an hour',
  'domain.time.few-hours': 'within a few hours',
  'domain.time.within-day': 'within a day',
  'domain.time.few-days': 'in a few days',
  'domain.time.within-week': 'within a week',
  'domain.time.weeks': 'about {count, plural, one {# week} other {# weeks}}',
  'domain.time.less-than-day': 'less than one day',
  'domain.time.one-day': 'one day',
  'domain.time.days': '{count} days',
} as const satisfies Record<`domain.time.${RelativeTimeKey | SimpleDurationKey}`, string>;

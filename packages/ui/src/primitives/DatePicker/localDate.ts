import { fromDate, getLocalTimeZone, parseDate, toCalendarDate as toCalendarDay, type CalendarDate } from '@internationalized/date';

/**
 * The value of a date picker is a local date 'YYYY-MM-DD' (local midnight, 001 §5): a calendar day
 * with no time and no zone, so it never moves a day when serialised or read in another time zone.
 */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD' of a calendar date. */
export function fromCalendarDate(date: { year: number; month: number; day: number } | null | undefined): string | null {
  if (!date) return null;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/**
 * The local midnight of a 'YYYY-MM-DD' day as a `Date`, for code that needs an instant (the start
 * of that day in `timeZone`, the user's own by default). Never serialise this Date with
 * `toISOString()`: east of UTC it reads as the previous day. Send the 'YYYY-MM-DD' text instead.
 */
export function toLocalMidnight(value: string | null | undefined, timeZone: string = getLocalTimeZone()): Date | null {
  const day = toCalendarDate(value);
  return day ? day.toDate(timeZone) : null;
}

/** The 'YYYY-MM-DD' day an instant falls on in `timeZone` (the user's own by default). */
export function localDateOf(instant: Date, timeZone: string = getLocalTimeZone()): string {
  return fromCalendarDate(toCalendarDay(fromDate(instant, timeZone)))!;
}

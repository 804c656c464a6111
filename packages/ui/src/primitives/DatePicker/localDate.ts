import { parseDate, type CalendarDate } from '@internationalized/date';

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

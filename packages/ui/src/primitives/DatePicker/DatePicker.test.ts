import { describe, expect, it } from 'vitest';
import { fromCalendarDate, toCalendarDate } from './localDate';

describe('local date values', () => {
  it('round-trips every day of a year, including leap day and year ends', () => {
    const start = toCalendarDate('2028-01-01')!;
    for (let i = 0; i < 366; i++) {
      const day = start.add({ days: i });
      const text = fromCalendarDate(day)!;
      expect(fromCalendarDate(toCalendarDate(text))).toBe(text);
    }
    expect(fromCalendarDate(toCalendarDate('2028-02-29'))).toBe('2028-02-29');
  });

  it('ignores the time zone: the same text is the same day whatever the offset', () => {
    // A Date at local midnight in UTC+14 is still the previous day in UTC; our value has no zone.
    const instant = new Date(Date.UTC(2026, 2, 14, 10, 0)); // 2026-03-15 00:00 in UTC+14
    expect(instant.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(fromCalendarDate({ year: 2026, month: 3, day: 15 })).toBe('2026-03-15');
    expect(JSON.parse(JSON.stringify({ offerDate: '2026-03-15' })).offerDate).toBe('2026-03-15');
  });

  it('refuses malformed text instead of guessing', () => {
    for (const bad of ['', '15.03.2026', '2026-3-15', '2026-02-30', '2026-13-01', 'x']) expect(toCalendarDate(bad)).toBeNull();
    expect(toCalendarDate(null)).toBeNull();
    expect(fromCalendarDate(null)).toBeNull();
  });
});

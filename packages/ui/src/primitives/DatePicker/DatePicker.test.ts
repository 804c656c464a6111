import { describe, expect, it } from 'vitest';
import { fromCalendarDate, localDateOf, toCalendarDate, toLocalMidnight } from './localDate';

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

describe('local midnight in several time zones', () => {
  const zones = [
    'Pacific/Kiritimati',
    'Asia/Kolkata',
    'Europe/Zurich',
    'UTC',
    'America/St_Johns',
    'America/Los_Angeles',
    'Pacific/Pago_Pago',
  ];
  // Ordinary days, the European and American DST switches, a leap day and the turn of the year.
  const days = ['2026-03-15', '2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2028-02-29', '2026-12-31', '2027-01-01'];

  it.each(zones)('a day stays the same day from its local midnight to its last millisecond in %s', (zone) => {
    for (const day of days) {
      const midnight = toLocalMidnight(day, zone)!;
      expect(localDateOf(midnight, zone)).toBe(day);
      const nextMidnight = toLocalMidnight(fromCalendarDate(toCalendarDate(day)!.add({ days: 1 })), zone)!;
      expect(localDateOf(new Date(nextMidnight.getTime() - 1), zone)).toBe(day);
    }
  });

  it('local midnight is a different instant per zone, but the same text everywhere', () => {
    const kiritimati = toLocalMidnight('2026-03-15', 'Pacific/Kiritimati')!; // UTC+14
    const pagoPago = toLocalMidnight('2026-03-15', 'Pacific/Pago_Pago')!; // UTC-11
    expect(kiritimati.toISOString()).toBe('2026-03-14T10:00:00.000Z');
    expect(pagoPago.toISOString()).toBe('2026-03-15T11:00:00.000Z');
    // The naive ISO day shifts east of UTC; the local date does not.
    expect(kiritimati.toISOString().slice(0, 10)).toBe('2026-03-14');
    expect(localDateOf(kiritimati, 'Pacific/Kiritimati')).toBe('2026-03-15');
    expect(localDateOf(pagoPago, 'Pacific/Pago_Pago')).toBe('2026-03-15');
  });

  it('a picked day read back in another zone is still the picked day as text', () => {
    const picked = fromCalendarDate(toCalendarDate('2026-03-15'))!;
    for (const zone of zones) expect(fromCalendarDate(toCalendarDate(picked))).toBe(localDateOf(toLocalMidnight(picked, zone)!, zone));
  });

  it('refuses empty and malformed values', () => {
    expect(toLocalMidnight(null)).toBeNull();
    expect(toLocalMidnight('15.03.2026')).toBeNull();
  });
});

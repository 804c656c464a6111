import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  compareLocalDates,
  formatLocalDate,
  isLocalDate,
  localDateIn,
  localDateOf,
  localDateToDate,
  parseLocalDate,
  relativeTime,
  relativeTimeBetween,
  simpleDuration,
} from './time';
import type { LocalDate } from './time';

describe('relative time thresholds (001 §9)', () => {
  it.each([
    [0, 'few-minutes'],
    [1200, 'few-minutes'],
    [1201, 'within-hour'],
    [3600, 'within-hour'],
    [3601, 'few-hours'],
    [28800, 'few-hours'],
    [28801, 'within-day'],
    [86400, 'within-day'],
    [86401, 'few-days'],
    [259200, 'few-days'],
    [259201, 'within-week'],
    [604800, 'within-week'],
  ] as const)('%i s → %s', (seconds, key) => {
    expect(relativeTime(seconds)).toEqual({ key });
  });
  it('above a week: about N weeks, rounded up', () => {
    expect(relativeTime(604801)).toEqual({ key: 'weeks', count: 2 });
    expect(relativeTime(1209600)).toEqual({ key: 'weeks', count: 2 });
    expect(relativeTime(1209601)).toEqual({ key: 'weeks', count: 3 });
  });
  it('between two instants; the future counts as now', () => {
    expect(relativeTimeBetween('2026-01-01T00:00:00Z', new Date('2026-01-01T00:30:00Z'))).toEqual({ key: 'within-hour' });
    expect(relativeTime(-50)).toEqual({ key: 'few-minutes' });
  });
  it('property: monotone — a longer time never gets an earlier bucket', () => {
    const order = ['few-minutes', 'within-hour', 'few-hours', 'within-day', 'few-days', 'within-week', 'weeks'];
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const x = relativeTime(lo);
        const y = relativeTime(hi);
        expect(order.indexOf(x.key)).toBeLessThanOrEqual(order.indexOf(y.key));
        if (x.key === 'weeks' && y.key === 'weeks') expect(x.count ?? 0).toBeLessThanOrEqual(y.count ?? 0);
      }),
    );
  });
});

describe('simple format (001 §9)', () => {
  it('under a day, one day, N days', () => {
    expect(simpleDuration(0)).toEqual({ key: 'less-than-day' });
    expect(simpleDuration(86399)).toEqual({ key: 'less-than-day' });
    expect(simpleDuration(86400)).toEqual({ key: 'one-day' });
    expect(simpleDuration(172799)).toEqual({ key: 'one-day' });
    expect(simpleDuration(172800)).toEqual({ key: 'days', count: 2 });
    expect(simpleDuration(10 * 86400 + 5)).toEqual({ key: 'days', count: 10 });
  });
});

describe('local dates', () => {
  it('parses only real YYYY-MM-DD days', () => {
    expect(parseLocalDate('2024-02-29')).toBe('2024-02-29');
    expect(parseLocalDate('2023-02-29')).toBeNull();
    expect(parseLocalDate('2023-2-1')).toBeNull();
    expect(parseLocalDate('2023-02-01T00:00:00Z')).toBeNull();
    expect(isLocalDate(20230201)).toBe(false);
  });
  it('a datepicker value at local midnight keeps its day', () => {
    const d = new Date(2026, 2, 29); // local midnight, a DST change day in Europe
    expect(localDateOf(d)).toBe('2026-03-29');
    expect(localDateOf(localDateToDate('2026-03-29' as LocalDate))).toBe('2026-03-29');
  });
  it('the day of an instant depends on the time zone', () => {
    expect(localDateIn('2026-06-30T22:30:00Z', 'Europe/Zurich')).toBe('2026-07-01');
    expect(localDateIn('2026-06-30T22:30:00Z', 'UTC')).toBe('2026-06-30');
    expect(localDateIn('2026-07-01T03:00:00Z', 'America/Los_Angeles')).toBe('2026-06-30');
  });
  it('compares, adds days across months and years, formats dd.MM.y', () => {
    expect(compareLocalDates('2026-01-02' as LocalDate, '2026-01-10' as LocalDate)).toBeLessThan(0);
    expect(addDays('2025-12-31' as LocalDate, 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01' as LocalDate, -1)).toBe('2024-02-29');
    expect(formatLocalDate('2026-07-04' as LocalDate)).toBe('04.07.2026');
  });
  it('property: date → local date → local midnight → local date is the identity, and ordering is kept', () => {
    const arbDay = fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }).map(localDateOf);
    fc.assert(
      fc.property(arbDay, arbDay, fc.integer({ min: -1000, max: 1000 }), (a, b, n) => {
        expect(isLocalDate(a)).toBe(true);
        expect(localDateOf(localDateToDate(a))).toBe(a);
        expect(Math.sign(compareLocalDates(a, b))).toBe(Math.sign(localDateToDate(a).getTime() - localDateToDate(b).getTime()));
        expect(addDays(addDays(a, n), -n)).toBe(a);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { zonedDateTime, zonedParts, zoneOffsetMinutes } from './zonedTime';

describe('zoned time', () => {
  it('gives the offset of a zone, summer and winter', () => {
    expect(zoneOffsetMinutes('Europe/Zurich', Date.UTC(2026, 11, 1, 12))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Zurich', Date.UTC(2026, 6, 1, 12))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 11, 1, 12))).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 11, 1, 12))).toBe(330);
  });
  it('turns a day and time in a zone into an ISO date-time with its offset, and back', () => {
    expect(zonedDateTime('2026-12-01', '14:00', 'Europe/Zurich')).toBe('2026-12-01T14:00:00+01:00');
    expect(zonedDateTime('2026-07-01', '09:30', 'Europe/Zurich')).toBe('2026-07-01T09:30:00+02:00');
    expect(zonedDateTime('2026-12-01', '08:15', 'America/New_York')).toBe('2026-12-01T08:15:00-05:00');
    expect(zonedDateTime('2026-12-01', '08:15', 'UTC')).toBe('2026-12-01T08:15:00+00:00');
    // The day Zurich moves to summer time: 03:30 exists, at +02:00.
    expect(zonedDateTime('2026-03-29', '03:30', 'Europe/Zurich')).toBe('2026-03-29T03:30:00+02:00');
    expect(zonedDateTime(null, '14:00', 'UTC')).toBeNull();
    expect(zonedParts('2026-12-01T13:00:00.000Z', 'Europe/Zurich')).toEqual({ day: '2026-12-01', time: '14:00' });
    expect(zonedParts('2026-12-01T03:00:00.000Z', 'America/New_York')).toEqual({ day: '2026-11-30', time: '22:00' });
  });
});

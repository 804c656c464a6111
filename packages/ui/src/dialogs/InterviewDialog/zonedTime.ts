/**
 * Wall-clock time in an IANA zone and the instant it names, without a date library: the interview
 * dialog takes the day and time in the user's zone and sends an ISO date-time with that zone's offset.
 */
import type { InterviewKind } from '@mandate/domain';

/** The zone's offset from UTC at `instant`, in minutes (Zurich in winter: 60). */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `day` ('YYYY-MM-DD') at `time` ('HH:MM') in `timeZone` as an ISO date-time with its offset
 * ('2026-12-01T14:00:00+01:00'); what the user entered as it stands when it is incomplete, so the
 * schema names the error; null without a day (the schema's required).
 */
export function zonedDateTime(day: string | null, time: string | null, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  const t = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!d || !t) return day ? `${day}T${time ?? ''}` : null;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  let offset = zoneOffsetMinutes(timeZone, wall);
  offset = zoneOffsetMinutes(timeZone, wall - offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${day}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The day ('YYYY-MM-DD') and time ('HH:MM') an instant shows in `timeZone`. */
export function zonedParts(iso: string, timeZone: string): { day: string; time: string } {
  const instant = Date.parse(iso);
  const local = new Date(instant + zoneOffsetMinutes(timeZone, instant) * 60_000);
  return {
    day: `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** An interview's values for the form, its time in its own zone (else the user's). */
export function interviewValuesOf(
  interview: {
    date: string;
    timeZone?: string | null;
    durationMinutes: number;
    kind: InterviewKind;
    location: string | null;
    videoLink: string | null;
    participants: string | null;
    comment: string | null;
  },
  fallbackZone: string,
) {
  const { day, time } = zonedParts(interview.date, interview.timeZone ?? fallbackZone);
  return {
    day,
    time,
    durationMinutes: interview.durationMinutes,
    kind: interview.kind,
    location: interview.location ?? '',
    videoLink: interview.videoLink ?? '',
    participants: interview.participants ?? '',
    comment: interview.comment ?? '',
  };
}

import type { InterviewPayload } from '@mandate/domain';

/**
 * Data of the InterviewDialog stories, shared with the contract test that sends `filled` to the real
 * server (apps/api/src/contracts): a video interview on 1 December 2026 at 14:30 in Zurich.
 */
export const interviewFixtures = {
  candidateName: 'Sophie Weber',
  timeZone: 'Europe/Zurich',
  /** What the Filled story enters: the day's digits (day, month, year in English), the time, the minutes. */
  typed: { day: '01122026', time: '14:30', duration: '45' },
  /** Exactly the payload `onSubmit` must receive. */
  filled: {
    date: '2026-12-01T14:30:00+01:00',
    timeZone: 'Europe/Zurich',
    durationMinutes: 45,
    kind: 'video',
    location: null,
    videoLink: 'https://meet.example.com/sophie-weber',
    participants: 'Erika Employer, Hans Meier (HR)',
    comment: 'Please have two references ready.',
  } satisfies InterviewPayload,
  /** A scheduled interview, as the edit opens it. */
  scheduled: {
    date: '2026-12-02T08:00:00.000Z',
    timeZone: 'Europe/Zurich',
    durationMinutes: 60,
    kind: 'on-site',
    location: 'Helvetia Pharma, Basel, room 4.12',
    videoLink: null,
    participants: 'Erika Employer',
    comment: null,
  } satisfies Omit<InterviewPayload, 'timeZone'> & { timeZone: string },
} as const;

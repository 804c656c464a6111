/** InterviewDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { createInterview } from '@mandate/api-client';
import { interviewFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

const { filled } = interviewFixtures;

dialogContract({
  name: 'InterviewDialog',
  as: 'employer',
  payload: filled,
  lists: [],
  // A proposed application made now: the demo data's only proposed one is the WithdrawCandidateDialog case's.
  subject: (world) => world.freshApplication('consultant4'),
  send: (client, applicationId, payload) => createInterview(client, applicationId, payload),
  accepted: (interview) => {
    expect(interview.status.code).toBe('scheduled');
    // The same instant, kept with the zone it was entered in.
    expect(new Date(interview.date!).toISOString()).toBe(new Date(filled.date).toISOString());
    expect(interview).toMatchObject({
      timeZone: filled.timeZone,
      durationMinutes: filled.durationMinutes,
      kind: filled.kind,
      location: filled.location,
      videoLink: filled.videoLink,
      participants: filled.participants,
      comment: filled.comment,
    });
  },
  // A second interview with the same application is fine (a second round).
  refusedOnRepeat: null,
  // A video interview needs its link: the server's message lands beside the dialog's link field.
  requiredField: 'videoLink',
});

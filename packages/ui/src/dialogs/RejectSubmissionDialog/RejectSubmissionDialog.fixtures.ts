import type { RejectSubmissionPayload } from '@mandate/domain';

/** Data of the RejectSubmissionDialog stories, shared with the contract test that sends `filled` to the real server (apps/api/src/contracts). */
export const rejectSubmissionFixtures = {
  /** What the Filled story types, and exactly the payload `onSubmit` must receive. */
  filled: { comment: 'None of the profiles has led a regulatory team.' } satisfies RejectSubmissionPayload,
} as const;

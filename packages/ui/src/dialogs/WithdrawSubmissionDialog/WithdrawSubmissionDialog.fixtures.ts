import type { WithdrawSubmissionPayload } from '@mandate/domain';

/** Data of the WithdrawSubmissionDialog stories, shared with the contract test that sends `filled` to the real server (apps/api/src/contracts). */
export const withdrawSubmissionFixtures = {
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    comment: 'Two candidates accepted other offers; a new list follows.',
    sendCopyToEmployer: true,
  } satisfies WithdrawSubmissionPayload,
} as const;

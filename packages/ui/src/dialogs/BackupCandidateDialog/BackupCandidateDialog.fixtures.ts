import type { BackupCandidatePayload } from '@mandate/domain';

/** Data of the BackupCandidateDialog stories, shared with the contract test that sends `filled` to the real server (apps/api/src/contracts). */
export const backupCandidateFixtures = {
  /** What the Filled story types, and exactly the payload `onSubmit` must receive. */
  filled: { comment: 'Strong profile; our second choice if the offer is declined.' } satisfies BackupCandidatePayload,
} as const;

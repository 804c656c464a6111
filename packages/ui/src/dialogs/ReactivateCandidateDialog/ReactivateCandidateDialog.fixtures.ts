import type { ReactivateCandidatePayload } from '@mandate/domain';

/**
 * Data of the ReactivateCandidateDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts). No fields: the payload is what the route's schema makes of none.
 */
export const reactivateCandidateFixtures = {
  /** Exactly the payload `onSubmit` receives on Yes. */
  filled: { comment: null } satisfies ReactivateCandidatePayload,
} as const;

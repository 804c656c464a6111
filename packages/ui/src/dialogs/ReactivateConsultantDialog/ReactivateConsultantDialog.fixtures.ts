import type { StatusCommentPayload } from '@mandate/domain';

/**
 * Data of the ReactivateConsultantDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts). No fields: the payload is what the route's schema makes of none.
 */
export const reactivateConsultantFixtures = {
  /** Exactly the payload `onSubmit` receives on Yes. */
  filled: { comment: null } satisfies StatusCommentPayload,
} as const;

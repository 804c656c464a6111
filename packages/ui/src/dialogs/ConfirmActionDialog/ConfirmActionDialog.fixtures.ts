import type { StatusCommentPayload } from '@mandate/domain';

/**
 * Data of the ConfirmActionDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts/ConfirmActionDialog.payload.test.ts). No fields: the payload is
 * what `statusCommentSchema` makes of none.
 */
export const confirmActionFixtures = {
  /** Exactly the payload `onSubmit` receives on Yes. */
  filled: { comment: null } satisfies StatusCommentPayload,
} as const;

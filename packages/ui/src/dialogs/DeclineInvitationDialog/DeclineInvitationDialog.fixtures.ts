import type { DeclineInvitationPayload } from '@mandate/domain';

/**
 * Data of the DeclineInvitationDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts): the reasons are codes of `GET /list/invitation-decline-reasons`.
 */
export const declineInvitationFixtures = {
  reasons: [
    { id: 'no-capacity', label: 'No capacity at the moment' },
    { id: 'not-my-field', label: 'Not my field of expertise' },
    { id: 'region', label: 'Region not covered' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    declineReason: 'no-capacity',
    comment: 'Fully booked until the end of the quarter.',
    sendCopyToEmployer: true,
  } satisfies DeclineInvitationPayload,
} as const;

import type { RejectRecruiterPayload } from '@mandate/domain';

/**
 * Data of the RejectConsultantDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts). The reason is free text: no reference list.
 */
export const rejectConsultantFixtures = {
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    comment: 'We work with two consultants who already cover this market.',
    sendCopyToRecruiter: true,
  } satisfies RejectRecruiterPayload,
} as const;

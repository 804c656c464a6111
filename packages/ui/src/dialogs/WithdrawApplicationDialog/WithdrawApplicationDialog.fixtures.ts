import type { WithdrawRecruiterPayload } from '@mandate/domain';

/**
 * Data of the WithdrawApplicationDialog stories, shared with the contract test that sends `filled`
 * to the real server (apps/api/src/contracts): the reasons are codes of `GET /list/recruiter-withdraw-reasons`.
 */
export const withdrawApplicationFixtures = {
  reasons: [
    { id: 'no-candidates', label: 'No suitable candidates in my network' },
    { id: 'no-capacity', label: 'No capacity at the moment' },
    { id: 'conflict-of-interest', label: 'Conflict of interest' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    withdrawReason: 'no-candidates',
    comment: 'My network has no regulatory profiles at this level.',
    sendCopyToEmployer: true,
  } satisfies WithdrawRecruiterPayload,
} as const;

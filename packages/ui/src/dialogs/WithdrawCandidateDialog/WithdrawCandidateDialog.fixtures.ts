import type { WithdrawCandidatePayload } from '@mandate/domain';

/**
 * Data of the WithdrawCandidateDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts): the reasons are codes of `GET /list/candidate-withdraw-reasons`.
 */
export const withdrawCandidateFixtures = {
  reasons: [
    { id: 'candidate-accepted-other-offer', label: 'Candidate accepted another offer' },
    { id: 'candidate-not-interested', label: 'Candidate is no longer interested' },
    { id: 'salary', label: 'Salary expectations do not match' },
    { id: 'other', label: 'Other' },
  ],
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    withdrawReason: 'candidate-accepted-other-offer',
    comment: 'She signed with a competitor yesterday.',
    sendCopyToEmployer: true,
  } satisfies WithdrawCandidatePayload,
} as const;

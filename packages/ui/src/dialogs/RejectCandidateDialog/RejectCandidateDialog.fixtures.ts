import type { RejectCandidatePayload } from '@mandate/domain';

/**
 * Data of the RejectCandidateDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts): the reasons are codes of `GET /list/candidate-reject-reasons`.
 */
export const rejectCandidateFixtures = {
  reasons: [
    { id: 'skills', label: 'Skills do not match' },
    { id: 'experience', label: 'Not enough experience' },
    { id: 'salary', label: 'Salary expectations too high' },
    { id: 'location', label: 'Location or mobility' },
  ],
  /** What the Filled story enters (the second reason), and exactly the payload `onSubmit` must receive. */
  filled: { rejectReason: 'experience', comment: 'We need someone who has led an inspection already.' } satisfies RejectCandidatePayload,
} as const;

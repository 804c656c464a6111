import type { RejectRecruiterPayload } from '@mandate/domain';
import { withdrawCandidateFixtures } from '../WithdrawCandidateDialog/WithdrawCandidateDialog.fixtures';

/**
 * Data of the ReasonCommentDialog stories, shared with the contract test
 * (apps/api/src/contracts/ReasonCommentDialog.payload.test.ts): the stories mount it as the withdraw
 * dialog does (its reasons, codes of `GET /list/candidate-withdraw-reasons`, and its Filled payload,
 * for `PUT /application/{id}/withdraw`), and without a select as the consultant's rejection does.
 */
export const reasonCommentFixtures = {
  reasons: withdrawCandidateFixtures.reasons,
  /** Exactly the payload the Filled story sends: a reason picked, a comment typed, the copy ticked. */
  filled: withdrawCandidateFixtures.filled,
  /** What the CommentIsTheReason story types, and exactly the payload it sends (`PUT /job-recruiter/{id}/reject`). */
  commentIsTheReason: {
    comment: 'Two consultants already cover this market.',
    sendCopyToRecruiter: false,
  } satisfies RejectRecruiterPayload,
} as const;

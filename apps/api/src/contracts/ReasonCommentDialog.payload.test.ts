/**
 * ReasonCommentDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL.
 * The shared part's own stories mount it as the withdraw dialog (a reason select, a comment, the copy)
 * and without a select, the comment being the reason, as the consultant's rejection: each payload goes
 * to the call of a dialog built on it.
 */
import { rejectJobRecruiter, withdrawApplication } from '@mandate/api-client';
import { reasonCommentFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ReasonCommentDialog',
  variant: 'a reason select: PUT /application/{id}/withdraw',
  as: 'consultant1',
  payload: reasonCommentFixtures.filled,
  lists: [{ list: 'candidate-withdraw-reasons', ids: reasonCommentFixtures.reasons.map((reason) => reason.id) }],
  // The demo data's one proposed application is WithdrawCandidateDialog's: one submitted now.
  subject: (world) => world.freshApplication('consultant1'),
  send: (client, applicationId, payload) => withdrawApplication(client, applicationId, payload),
  accepted: (application) => {
    expect(application.status.code).toBe('withdrawn');
    expect(application.withdrawReason).toBe(reasonCommentFixtures.filled.withdrawReason);
  },
  // A withdrawn candidate is no longer in the running.
  refusedOnRepeat: 409,
  requiredField: 'withdrawReason',
});

dialogContract({
  name: 'ReasonCommentDialog',
  variant: 'the comment is the reason: PUT /job-recruiter/{id}/reject',
  as: 'employer',
  payload: reasonCommentFixtures.commentIsTheReason,
  lists: [],
  // The demo data's one requested consultant is RejectConsultantDialog's: a consultant requests now.
  subject: async (world) => (await world.newRequest('consultant2')).id,
  send: (client, relationId, payload) => rejectJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('rejected'),
  // A rejected consultant cannot be rejected again.
  refusedOnRepeat: 409,
  requiredField: 'comment',
});

/** RejectCandidateDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { rejectApplication } from '@mandate/api-client';
import { rejectCandidateFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'RejectCandidateDialog',
  as: 'employer',
  payload: rejectCandidateFixtures.filled,
  lists: [{ list: 'candidate-reject-reasons', ids: rejectCandidateFixtures.reasons.map((reason) => reason.id) }],
  subject: (world) => world.application('employer', 'offer-made'),
  send: (client, applicationId, payload) => rejectApplication(client, applicationId, payload),
  accepted: (application) => {
    expect(application.status.code).toBe('rejected');
    expect(application.rejectReason).toBe(rejectCandidateFixtures.filled.rejectReason);
  },
  // A rejected candidate is no longer in the running.
  refusedOnRepeat: 409,
  requiredField: 'rejectReason',
});

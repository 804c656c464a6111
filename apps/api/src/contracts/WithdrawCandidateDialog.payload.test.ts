/** WithdrawCandidateDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { withdrawApplication } from '@mandate/api-client';
import { withdrawCandidateFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'WithdrawCandidateDialog',
  as: 'consultant1',
  payload: withdrawCandidateFixtures.filled,
  lists: [{ list: 'candidate-withdraw-reasons', ids: withdrawCandidateFixtures.reasons.map((reason) => reason.id) }],
  subject: (world) => world.application('consultant1', 'proposed'),
  send: (client, applicationId, payload) => withdrawApplication(client, applicationId, payload),
  accepted: (application) => {
    expect(application.status.code).toBe('withdrawn');
    expect(application.withdrawReason).toBe(withdrawCandidateFixtures.filled.withdrawReason);
  },
  // A withdrawn candidate is no longer in the running.
  refusedOnRepeat: 409,
  requiredField: 'withdrawReason',
});

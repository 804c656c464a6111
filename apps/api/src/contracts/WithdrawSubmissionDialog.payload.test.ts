/** WithdrawSubmissionDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { withdrawCandidateList } from '@mandate/api-client';
import { withdrawSubmissionFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  // The consultant's own list, submitted now (the demo data's submitted lists are the employer's cases').
  name: 'WithdrawSubmissionDialog',
  as: 'consultant1',
  payload: withdrawSubmissionFixtures.filled,
  lists: [],
  subject: (world) => world.submittedCandidateList('consultant1'),
  send: (client, listId, payload) => withdrawCandidateList(client, listId, payload),
  accepted: (list) => expect(list.status.code).toBe('withdrawn'),
  // Only a submitted list can be withdrawn.
  refusedOnRepeat: 409,
  requiredField: null,
});

/** RejectSubmissionDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { rejectCandidateList } from '@mandate/api-client';
import { rejectSubmissionFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'RejectSubmissionDialog',
  as: 'employer',
  payload: rejectSubmissionFixtures.filled,
  lists: [],
  // A list the consultant submits now, so the employer's cases and the consultant's withdrawal never share one.
  subject: (world) => world.submittedCandidateList('consultant1'),
  send: (client, listId, payload) => rejectCandidateList(client, listId, payload),
  accepted: (list) => expect(list.status.code).toBe('rejected'),
  // Only a submitted list can be rejected.
  refusedOnRepeat: 409,
  requiredField: null,
});

/** ReactivateCandidateDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { reactivateApplication } from '@mandate/api-client';
import { reactivateCandidateFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ReactivateCandidateDialog',
  as: 'employer',
  payload: reactivateCandidateFixtures.filled,
  lists: [],
  subject: (world) => world.application('employer', 'rejected'),
  send: (client, applicationId, payload) => reactivateApplication(client, applicationId, payload),
  // Back to the status before the rejection (the demo's rejected candidate was proposed).
  accepted: (application) => expect(application.status.code).toBe('proposed'),
  // Only a rejected, withdrawn or backed-up candidate can be reactivated.
  refusedOnRepeat: 409,
  requiredField: null,
});

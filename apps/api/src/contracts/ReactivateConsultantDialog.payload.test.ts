/** ReactivateConsultantDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { reactivateJobRecruiter } from '@mandate/api-client';
import { reactivateConsultantFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ReactivateConsultantDialog',
  as: 'employer',
  payload: reactivateConsultantFixtures.filled,
  lists: [],
  subject: async (world) => (await world.relation('employer', 'rejected')).id,
  send: (client, relationId, payload) => reactivateJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('accepted'),
  // Only a rejected consultant can be reactivated.
  refusedOnRepeat: 409,
  requiredField: null,
});

/** RejectConsultantDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { rejectJobRecruiter } from '@mandate/api-client';
import { rejectConsultantFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'RejectConsultantDialog',
  as: 'employer',
  payload: rejectConsultantFixtures.filled,
  lists: [],
  subject: async (world) => (await world.relation('employer', 'requested')).id,
  send: (client, relationId, payload) => rejectJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('rejected'),
  // A rejected consultant cannot be rejected again.
  refusedOnRepeat: 409,
  requiredField: 'comment',
});

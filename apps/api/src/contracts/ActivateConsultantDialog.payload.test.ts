/** ActivateConsultantDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { approveJobRecruiter } from '@mandate/api-client';
import { activateConsultantFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ActivateConsultantDialog',
  as: 'employer',
  payload: activateConsultantFixtures.filled,
  lists: [],
  // The demo data's one requested consultant is the reject case's: a consultant requests now, on a vacancy published now.
  subject: async (world) => (await world.newRequest('consultant2')).id,
  send: (client, relationId, payload) => approveJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('accepted'),
  // Only a requested consultant can be approved.
  refusedOnRepeat: 409,
  requiredField: null,
});

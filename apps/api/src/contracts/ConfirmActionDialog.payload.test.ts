/**
 * ConfirmActionDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL.
 * Its Yes sends `statusCommentSchema`'s payload of no fields; here to the call of ActivateConsultantDialog,
 * which is built on it.
 */
import { approveJobRecruiter } from '@mandate/api-client';
import { confirmActionFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ConfirmActionDialog',
  as: 'employer',
  payload: confirmActionFixtures.filled,
  lists: [],
  // A consultant requests now, on a vacancy published now (the demo data's one request is the reject case's).
  subject: async (world) => (await world.newRequest('consultant2')).id,
  send: (client, relationId, payload) => approveJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('accepted'),
  // Only a requested consultant can be approved.
  refusedOnRepeat: 409,
  // A confirmation has no field.
  requiredField: null,
});

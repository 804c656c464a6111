/** WithdrawApplicationDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { withdrawJobRecruiter } from '@mandate/api-client';
import { withdrawApplicationFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'WithdrawApplicationDialog',
  as: 'consultant4',
  payload: withdrawApplicationFixtures.filled,
  lists: [{ list: 'recruiter-withdraw-reasons', ids: withdrawApplicationFixtures.reasons.map((reason) => reason.id) }],
  subject: async (world) => (await world.relation('consultant4', 'accepted')).id,
  send: (client, relationId, payload) => withdrawJobRecruiter(client, relationId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('withdrawn'),
  // Only a requested or accepted consultant can withdraw.
  refusedOnRepeat: 409,
  requiredField: 'withdrawReason',
});

/** DeclineInvitationDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { declineInvitation } from '@mandate/api-client';
import { declineInvitationFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'DeclineInvitationDialog',
  as: 'consultant2',
  payload: declineInvitationFixtures.filled,
  lists: [{ list: 'invitation-decline-reasons', ids: declineInvitationFixtures.reasons.map((reason) => reason.id) }],
  subject: async (world) => (await world.relation('consultant2', 'invited')).job.id,
  send: (client, vacancyId, payload) => declineInvitation(client, vacancyId, payload),
  accepted: (relation) => expect(relation.status.code).toBe('withdrawn'),
  // Only an open invitation can be declined.
  refusedOnRepeat: 409,
  requiredField: 'declineReason',
});

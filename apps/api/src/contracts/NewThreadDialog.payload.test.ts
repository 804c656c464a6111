/** NewThreadDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { createThread, getCurrentUser } from '@mandate/api-client';
import type { ThreadPayload } from '@mandate/domain';
import { newThreadFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'NewThreadDialog',
  as: 'employer',
  payload: newThreadFixtures.filled,
  lists: [],
  // The recipient is a demo consultant (the stories' user ids are not the server's).
  subject: async (world) => (await getCurrentUser(await world.client('consultant1'))).id,
  // The recipient's id stands in for the stories' one, only where the payload has participants (the required-field check sends it without).
  send: (client, recipientId, { participants, ...payload }) =>
    createThread(client, { ...payload, ...(participants ? { participants: [{ id: recipientId }] } : {}) } as ThreadPayload),
  accepted: (thread) => {
    expect(thread.subject).toBe(newThreadFixtures.filled.subject);
    expect(thread.participants.length).toBe(2);
    expect(thread.messages[0]?.content).toContain(newThreadFixtures.typedMessage);
  },
  // Another thread with the same person is fine.
  refusedOnRepeat: null,
  requiredField: 'participants',
});

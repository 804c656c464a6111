/**
 * AddContactsDialog payload, on PGlite and on PostgreSQL. The dialog sends nothing of its
 * own: its contacts come from `GET /inbox/message-contacts` (001 §5 add-contacts rules) and join the
 * new thread's recipients. Its payload shape (`jobId`, `contacts` as user ids) is what the server's
 * contacts list and thread create take.
 */
import { ApiError, createThread, listJobRecruiters, listMessageContacts } from '@mandate/api-client';
import { addContactsFixtures, newThreadFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld, isFresh } from './harness/world';

describe('AddContactsDialog payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);

    it('AddContactsDialog: the server answers 2xx to the Filled payload (a search consultant gets the author of a vacancy they are accepted on, 20 a page, and a thread to them)', async () => {
      const consultant = await world.client('consultant1');
      // A demo vacancy (not one published for another case, which may be cancelled meanwhile).
      const accepted = (await listJobRecruiters(consultant, { statuses: ['accepted'], pageSize: 50 })).items.find(
        (relation) => relation.status.code === 'accepted' && !isFresh(relation.job),
      );
      expect(accepted, 'consultant1 is accepted on a demo vacancy').toBeDefined();
      const page = await listMessageContacts(consultant, { jobId: accepted!.job.id, pageSize: 20 });
      // 001 §5: a search consultant sees only the vacancy's author.
      expect(page.items).toHaveLength(1);
      const payload = { ...addContactsFixtures.filled, jobId: accepted!.job.id, contacts: page.items.map((contact) => contact.id) };
      const thread = await createThread(consultant, {
        ...newThreadFixtures.filled,
        participants: payload.contacts.map((id) => ({ id })),
      });
      expect(thread.participants.map((person) => person.id)).toEqual(expect.arrayContaining(payload.contacts));
    });

    it('AddContactsDialog: the server gives a search consultant no contacts on a vacancy they are not accepted on', async () => {
      const consultant = await world.client('consultant4');
      // A vacancy published just now: nobody is invited to or accepted on it.
      const otherId = await world.freshVacancy('no contacts of consultant4');
      const related = new Set((await listJobRecruiters(consultant, { pageSize: 50 })).items.map((relation) => relation.job.id));
      expect(related.has(otherId), 'consultant4 has no relation to the new vacancy').toBe(false);
      // Either the vacancy is not theirs to see (4xx) or it has no contact for them: never its author.
      const answer = await listMessageContacts(consultant, { jobId: otherId }).then(
        (page) => page.items.length,
        (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? 0 : error),
      );
      expect(answer).toBe(0);
    });
  });
});

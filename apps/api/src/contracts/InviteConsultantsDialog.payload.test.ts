/** InviteConsultantsDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { inviteJobRecruiters } from '@mandate/api-client';
import { inviteConsultantsFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'InviteConsultantsDialog',
  as: 'employer',
  payload: inviteConsultantsFixtures.filled,
  lists: [],
  subject: (world) => world.invitableVacancy(inviteConsultantsFixtures.filled.recruiters),
  send: (client, vacancyId, payload) => inviteJobRecruiters(client, vacancyId, payload),
  accepted: (page) => {
    expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]);
    expect(page.items[0]!.comment).toBe(inviteConsultantsFixtures.filled.comment);
  },
  // An invited consultant cannot be invited again (domain rule `invite`).
  refusedOnRepeat: 409,
  requiredField: 'recruiters',
});

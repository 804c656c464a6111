/** SelectSuppliersDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { selectJobRecruiters } from '@mandate/api-client';
import { selectSuppliersFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'SelectSuppliersDialog',
  as: 'employer',
  payload: selectSuppliersFixtures.filled,
  lists: [],
  subject: (world) => world.invitableVacancy(selectSuppliersFixtures.filled.recruiters),
  send: (client, vacancyId, payload) => selectJobRecruiters(client, vacancyId, payload),
  accepted: (page) => expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]),
  // A selected consultant is invited, and cannot be again.
  refusedOnRepeat: 409,
  requiredField: 'recruiters',
});

dialogContract({
  // An admin's selection carries the edited notification template (subject and body required).
  name: 'SelectSuppliersDialog',
  variant: 'admin',
  as: 'admin',
  payload: selectSuppliersFixtures.filledAdmin,
  lists: [],
  subject: (world) => world.invitableVacancy(selectSuppliersFixtures.filledAdmin.recruiters),
  send: (client, vacancyId, payload) => selectJobRecruiters(client, vacancyId, payload),
  accepted: (page) => expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual([[8, 'invited']]),
  refusedOnRepeat: 409,
  requiredField: 'comment',
});

/**
 * ConsultantStepperDialog payload: the checks of harness/dialogContract.ts, on PGlite and on
 * PostgreSQL. Its stories mount it on the form of SelectSuppliersDialog as the employer has it (no
 * texts step): the Filled payload goes to that dialog's call.
 */
import { selectJobRecruiters } from '@mandate/api-client';
import { consultantStepperFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ConsultantStepperDialog',
  as: 'employer',
  payload: consultantStepperFixtures.filled,
  lists: [],
  subject: (world) => world.invitableVacancy(consultantStepperFixtures.filled.recruiters),
  send: (client, vacancyId, payload) => selectJobRecruiters(client, vacancyId, payload),
  accepted: (page) =>
    expect(page.items.map((relation) => [relation.recruiter.id, relation.status.code])).toEqual(
      consultantStepperFixtures.filled.recruiters.map((id) => [id, 'invited']),
    ),
  // A selected consultant is invited, and cannot be again.
  refusedOnRepeat: 409,
  requiredField: 'recruiters',
});

/** ApplyToVacancyDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { requestJobRecruiter } from '@mandate/api-client';
import { applyToVacancyFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'ApplyToVacancyDialog',
  as: 'consultant4',
  payload: applyToVacancyFixtures.filled,
  lists: [],
  subject: (world) => world.vacancyWithoutRelation('consultant4'),
  send: (client, vacancyId, payload) => requestJobRecruiter(client, vacancyId, payload),
  accepted: (relation) => {
    expect(relation.status.code).toBe('requested');
    expect(relation.comment).toBe(applyToVacancyFixtures.filled.comment);
  },
  // A consultant who has requested cannot request again (domain rule `request`).
  refusedOnRepeat: 409,
  requiredField: 'comment',
});

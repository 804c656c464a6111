/** PutOnHoldDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { putVacancyOnHold } from '@mandate/api-client';
import { putOnHoldFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'PutOnHoldDialog',
  as: 'employer',
  payload: putOnHoldFixtures.filled,
  lists: [{ list: 'job-on-hold-reasons', ids: putOnHoldFixtures.reasons.map((reason) => reason.id) }],
  // A vacancy published now: putting a demo vacancy on hold would take it from the cases that run on it at the same time.
  subject: (world) => world.freshVacancy('put on hold'),
  send: (client, vacancyId, payload) => putVacancyOnHold(client, vacancyId, payload),
  accepted: (vacancy) => expect(vacancy.status.code).toBe('on-hold'),
  // Only an active vacancy can be put on hold: the RefusedMessage story's case.
  refusedOnRepeat: 409,
  requiredField: 'reason',
});

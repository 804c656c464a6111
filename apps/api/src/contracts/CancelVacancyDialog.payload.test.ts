/** CancelVacancyDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { cancelVacancy } from '@mandate/api-client';
import { cancelVacancyFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  // A vacancy published now, on which the rated consultant is accepted: cancelling a demo vacancy would take
  // it from the cases that run on it at the same time.
  name: 'CancelVacancyDialog',
  as: 'employer',
  payload: cancelVacancyFixtures.filled,
  lists: [{ list: 'job-cancel-reasons', ids: cancelVacancyFixtures.reasons.map((reason) => reason.id) }],
  subject: (world) => world.cancellableVacancy(cancelVacancyFixtures.filled.ratings.map((rating) => rating.user)),
  send: (client, vacancyId, payload) => cancelVacancy(client, vacancyId, payload),
  accepted: (vacancy) => expect(vacancy.status.code).toBe('cancelled'),
  // A cancelled vacancy cannot be cancelled again (001 §4.1).
  refusedOnRepeat: 409,
  requiredField: 'cancelReason',
});

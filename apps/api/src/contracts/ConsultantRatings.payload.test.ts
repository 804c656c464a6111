/**
 * ConsultantRatings payload, on PGlite and on PostgreSQL. The part is bound to the `ratings` of the
 * cancel and hire dialogs' payloads: its own stories' value (the Keyboard story's, both consultants
 * rated in half stars) goes in CancelVacancyDialog's Filled payload to `PUT /job/{id}/cancel`, on a
 * vacancy published now on which both are accepted; a rating of a consultant not accepted there is
 * refused with a field error on `ratings`, which the part shows below its group (RefusedWithError).
 */
import { ApiError, cancelVacancy } from '@mandate/api-client';
import { cancelVacancyFixtures, consultantRatingsFixtures } from '@mandate/ui/fixtures';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld } from './harness/world';

const { consultants, filled } = consultantRatingsFixtures;
/** The cancel dialog's Filled payload with the part's value in it. */
const payload = (ratings: typeof filled) => ({ ...cancelVacancyFixtures.filled, ratings: [...ratings] });

describe('ConsultantRatings payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);

    it('ConsultantRatings: the server answers 2xx to the Filled payload', async () => {
      const vacancyId = await world.cancellableVacancy(consultants);
      const vacancy = await cancelVacancy(await world.client('employer'), vacancyId, payload(filled));
      expect(vacancy.status.code).toBe('cancelled');
    });

    it('ConsultantRatings: the server answers 422 with a field error on ratings to a consultant not accepted on the vacancy', async () => {
      // Only the first is accepted there: the second's rating is refused, and nothing is cancelled.
      const vacancyId = await world.cancellableVacancy(consultants.slice(0, 1));
      const refusal = await cancelVacancy(await world.client('employer'), vacancyId, payload(filled)).then(
        () => 'accepted',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, errors } = refusal as ApiError;
      expect({ status: [400, 422].includes(status), ratings: typeof errors.ratings }, `refusal: ${String(refusal)}`).toEqual({
        status: true,
        ratings: 'string',
      });
      expect(errors.ratings?.trim()).not.toBe('');
    });
  });
});

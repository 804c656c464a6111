/**
 * PublishVacancyDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL,
 * for the English and the German terms (the Filled and German stories). The subject is a draft the
 * demo employer makes now with the vacancy form's Filled payload (vacancyForm.test.ts checks the form).
 */
import { getTermsDocument, publishVacancy } from '@mandate/api-client';
import { publishVacancyFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

for (const [variant, payload] of [
  [undefined, publishVacancyFixtures.filled],
  ['German terms', publishVacancyFixtures.filledDe],
] as const) {
  dialogContract({
    name: 'PublishVacancyDialog',
    ...(variant ? { variant } : {}),
    as: 'employer',
    payload,
    lists: [],
    subject: (world) => world.draftVacancy(`publish${variant ? ` (${variant})` : ''}`),
    send: async (client, draftId, payload) => {
      // The app reads the terms of the user's language first (`POST /job/tos`): the revision the dialog sends back.
      // (Not for the required-field check's payload, which has no terms.)
      if (payload.terms) {
        const terms = await getTermsDocument(client, { locale: payload.terms.locale });
        expect(terms).toMatchObject({ locale: payload.terms.locale, revision: payload.terms.revision });
      }
      return publishVacancy(client, draftId, payload);
    },
    accepted: (vacancy) => expect(vacancy.status.code).toBe('active'),
    // An active vacancy is not published again.
    refusedOnRepeat: 409,
    requiredField: 'terms',
  });
}

/**
 * CandidateDocuments payload, on PGlite and on PostgreSQL. The part hands the candidate the privacy
 * notice with a link per language; the consent dialogs on it record which document in which of these
 * languages (`document`, `locale`). CandidateConsentDialog's Filled payload, with the part's document
 * and each language it links, goes to `POST /candidate/{id}/consent`; a language it does not link is
 * refused with a field error on `locale`.
 */
import { ApiError, listCandidates, recordCandidateConsent } from '@mandate/api-client';
import { candidateConsentFixtures, candidateDocumentsFixtures } from '@mandate/ui/fixtures';
import type { Locale } from '@mandate/domain';
import { describe, expect, it } from 'vitest';
import { onEachDatabase } from './harness/broker';
import { createWorld, type World } from './harness/world';

const linked = Object.keys(candidateDocumentsFixtures.privacyNotice) as Locale[];
/** The consent dialog's Filled payload for the part's document in `locale`. */
const payload = (locale: string) =>
  ({ ...candidateConsentFixtures.filled, document: candidateDocumentsFixtures.document, locale }) as const;

/** An active candidate of the consultant who owns it (candidate-edit, own): consents are records, so sharing one is fine. */
async function candidateOf(world: World) {
  const [candidate] = (await listCandidates(await world.client('consultant1'), { status: ['active'], pageSize: 1 })).items;
  if (!candidate) throw new Error('consultant1 owns no active candidate in the demo data.');
  return candidate.id;
}

describe('CandidateDocuments payload', () => {
  onEachDatabase((server) => {
    const world = createWorld(server);

    it('CandidateDocuments: the server answers 2xx to the Filled payload (in each language the part links)', async () => {
      expect(linked).toEqual(['en', 'de']);
      const client = await world.client('consultant1');
      const candidateId = await candidateOf(world);
      for (const locale of linked) {
        const candidate = await recordCandidateConsent(client, candidateId, payload(locale) as never);
        expect(candidate.consent, locale).toMatchObject({ document: candidateDocumentsFixtures.document, locale });
      }
    });

    it('CandidateDocuments: the server answers 400/422 with a field error on locale to a language the part does not link', async () => {
      const refusal = await recordCandidateConsent(
        await world.client('consultant1'),
        await candidateOf(world),
        payload('fr') as never,
      ).then(
        () => 'accepted',
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ApiError);
      const { status, errors } = refusal as ApiError;
      expect({ status: [400, 422].includes(status), locale: typeof errors.locale }, `refusal: ${String(refusal)}`).toEqual({
        status: true,
        locale: 'string',
      });
    });
  });
});

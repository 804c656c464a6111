/** CandidateConsentDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { listCandidates, recordCandidateConsent } from '@mandate/api-client';
import { candidateConsentFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'CandidateConsentDialog',
  // The consultant who owns the candidate records the consent (candidate-edit, own).
  as: 'consultant1',
  payload: candidateConsentFixtures.filled,
  lists: [],
  subject: async (world) => {
    const [candidate] = (await listCandidates(await world.client('consultant1'), { status: ['active'], pageSize: 1 })).items;
    if (!candidate) throw new Error('consultant1 owns no active candidate in the demo data.');
    return candidate.id;
  },
  send: (client, candidateId, payload) => recordCandidateConsent(client, candidateId, payload),
  accepted: (candidate) => expect(candidate.consent).toMatchObject({ document: 'candidate-privacy-notice', locale: 'en', fileId: null }),
  // Each consent given is recorded (who, when, which document): a repeat is a new record.
  refusedOnRepeat: null,
  requiredField: 'document',
});

import type { SubmitCandidatePayload } from '@mandate/domain';

/**
 * Data of the SubmitCandidateDialog stories. The dialog's choice leads the app to `POST /application/create`
 * (new / existing / copy); apps/api/src/contracts/SubmitCandidateDialog.payload.test.ts sends `filled` that way.
 */
export const submitCandidateFixtures = {
  vacancyTitle: 'Head of Regulatory Affairs',
  /** The user's own active candidates, as `POST /candidate/list` answers them. */
  candidates: [
    {
      id: 11,
      fullName: 'Lena Vogel',
      address: 'Steinenvorstadt 12',
      city: 'Basel',
      zipCode: '4051',
      country: { code: 'CH', label: 'Switzerland' },
      employed: true,
      phone: '+41 79 555 01 01',
    },
    {
      id: 12,
      fullName: 'Marco Rossi',
      address: null,
      city: 'Zürich',
      zipCode: '8001',
      country: { code: 'CH', label: 'Switzerland' },
      employed: false,
      phone: '+41 79 555 01 02',
    },
    {
      id: 13,
      fullName: 'Sophie Weber',
      address: 'Marktgasse 5',
      city: 'Bern',
      zipCode: '3011',
      country: { code: 'CH', label: 'Switzerland' },
      employed: null,
      phone: null,
    },
  ],
  privacyNoticeUrls: { en: '/documents/candidate-privacy-notice.en.pdf', de: '/documents/candidate-privacy-notice.de.pdf' },
  termsUrls: { en: '/documents/candidate-terms.en.pdf', de: '/documents/candidate-terms.de.pdf' },
  /** The Filled story: edit the existing candidate Lena Vogel, ticked. */
  filled: { mode: 'edit', candidateId: 11, consent: true } satisfies SubmitCandidatePayload,
} as const;

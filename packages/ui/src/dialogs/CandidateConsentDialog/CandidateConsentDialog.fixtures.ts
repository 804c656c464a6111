import type { CandidateConsentPayload } from '@mandate/domain';

/**
 * Data of the CandidateConsentDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts) for a demo candidate of the consultant who owns it.
 */
export const candidateConsentFixtures = {
  candidateName: 'Lena Vogel',
  privacyNoticeUrls: {
    en: '/documents/candidate-privacy-notice.en.pdf',
    de: '/documents/candidate-privacy-notice.de.pdf',
  },
  /** What the Filled story sends after ticking (English notice), exactly. */
  filled: { document: 'candidate-privacy-notice', locale: 'en', fileId: null } satisfies CandidateConsentPayload,
} as const;

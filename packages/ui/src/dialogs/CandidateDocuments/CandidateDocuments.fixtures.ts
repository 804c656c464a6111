/**
 * Data of the CandidateDocuments stories, shared with the contract test
 * (apps/api/src/contracts/CandidateDocuments.payload.test.ts): the part shows the privacy notice (and
 * the terms) with a link per language, and the consent dialogs on it record which document the
 * candidate was handed in which of these languages (`document`, `locale` of `POST /candidate/{id}/consent`).
 */
export const candidateDocumentsFixtures = {
  /** The code the consent is recorded under for the privacy notice (CandidateConsentDialog's default). */
  document: 'candidate-privacy-notice',
  privacyNotice: { en: '/documents/candidate-privacy-notice-en.pdf', de: '/documents/candidate-privacy-notice-de.pdf' },
  terms: { en: '/documents/candidate-terms-en.pdf', de: '/documents/candidate-terms-de.pdf' },
} as const;

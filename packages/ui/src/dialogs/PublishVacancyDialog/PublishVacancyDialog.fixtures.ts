import type { PublishVacancyPayload } from '@mandate/domain';

/** Data of the PublishVacancyDialog stories; `termsUrl` as `POST /job/tos` answers it. */
export const publishVacancyFixtures = {
  vacancyTitle: 'Head of Regulatory Affairs',
  termsUrl: '/documents/terms-en-2018-05-25.pdf',
  termsRevision: '2018-05-25',
  /** Exactly the payload `onSubmit` must receive once the terms are accepted: which terms, for the server to keep. */
  filled: { comment: null, terms: { accepted: true, locale: 'en', revision: '2018-05-25' } } satisfies PublishVacancyPayload,
  /** The German story's payload: the German terms accepted. */
  filledDe: { comment: null, terms: { accepted: true, locale: 'de', revision: '2018-05-25' } } satisfies PublishVacancyPayload,
} as const;

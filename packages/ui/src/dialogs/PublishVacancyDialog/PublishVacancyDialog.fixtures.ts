import type { StatusCommentPayload } from '@mandate/domain';

/** Data of the PublishVacancyDialog stories; `termsUrl` as `POST /job/tos` answers it. */
export const publishVacancyFixtures = {
  vacancyTitle: 'Head of Regulatory Affairs',
  termsUrl: '/documents/terms-en-2018-05-25.pdf',
  /** Exactly the payload `onSubmit` must receive once the terms are accepted. */
  filled: { comment: null } satisfies StatusCommentPayload,
} as const;

import type { ApplicationPdfOptions } from '@mandate/domain';

/**
 * Data of the DownloadAttachmentsDialog stories. `filled` is the payload domain's `applicationPdfSchema`
 * gives; apps/api/src/contracts/DownloadAttachmentsDialog.payload.test.ts sends it to `GET /application/{id}/pdf`.
 */
export const downloadAttachmentsFixtures = {
  candidateName: 'Sophie Weber',
  /** The defaults as sent untouched (000 §2). */
  defaults: { pages: ['attachments', 'mandatory-documents', 'data-protection'], separately: true } satisfies ApplicationPdfOptions,
  /** The Filled story adds the cover page and downloads one combined PDF. */
  filled: {
    pages: ['cover-page', 'attachments', 'mandatory-documents', 'data-protection'],
    separately: false,
  } satisfies ApplicationPdfOptions,
} as const;

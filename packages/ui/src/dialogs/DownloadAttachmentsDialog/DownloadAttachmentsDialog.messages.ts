import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.downloadAttachmentsDialog.title',
    defaultMessage: 'Download application attachments',
    description: 'Title of the dialog that downloads an application as PDF (000 §2 Download application attachments)',
  },
  pages: {
    id: 'ui.downloadAttachmentsDialog.pages',
    defaultMessage: 'PDF pages to include',
    description: 'Label of the group of checkboxes choosing which pages the application PDF holds',
  },
  'cover-page': { id: 'ui.downloadAttachmentsDialog.coverPage', defaultMessage: 'Cover page', description: 'PDF page 1: the cover page' },
  info: {
    id: 'ui.downloadAttachmentsDialog.info',
    defaultMessage: 'Candidate information',
    description: 'PDF page 2: the candidate and application information',
  },
  attachments: {
    id: 'ui.downloadAttachmentsDialog.attachments',
    defaultMessage: 'Attachments',
    description: 'PDF page 3: the files attached to the application (CV, references)',
  },
  'mandatory-documents': {
    id: 'ui.downloadAttachmentsDialog.mandatoryDocuments',
    defaultMessage: 'Mandatory documents',
    description: 'PDF page 4: the mandatory documents of the vacancy',
  },
  'data-protection': {
    id: 'ui.downloadAttachmentsDialog.dataProtection',
    defaultMessage: 'Data protection',
    description: 'PDF page 5: the candidate’s data-protection (privacy) consent',
  },
  separately: {
    id: 'ui.downloadAttachmentsDialog.separately',
    defaultMessage: 'Download the files separately',
    description: 'Checkbox: each chosen page comes as a file of its own instead of one combined PDF',
  },
  cancel: { id: 'ui.downloadAttachmentsDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the download dialog' },
  download: {
    id: 'ui.downloadAttachmentsDialog.download',
    defaultMessage: 'Download',
    description: 'Confirm button of the download dialog: starts the download',
  },
});

const typed = defineMessages<{ intro: { candidate: string } }>({
  intro: {
    id: 'ui.downloadAttachmentsDialog.intro',
    defaultMessage: 'Choose what the PDF of {candidate}’s application holds.',
    description: 'Explanation at the top of the download dialog; {candidate} is the candidate’s full name',
  },
});

/** "Choose what the PDF of Lena Vogel's application holds." */
export function formatIntro(intl: IntlShape, candidate: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { candidate });
}

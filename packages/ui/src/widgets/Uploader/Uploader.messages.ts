import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  someTypes: {
    id: 'ui.uploader.someTypes',
    defaultMessage: 'some',
    description: 'Stands for {types} in "Only {types} files are allowed." when no list of types is configured',
  },
  failed: {
    id: 'ui.uploader.failed',
    defaultMessage: 'Error during the file upload',
    description: 'An upload failed for any reason the server did not explain',
  },
  dropHere: {
    id: 'ui.uploader.dropHere',
    defaultMessage: 'Drop files here or choose them',
    description: 'Text inside the drop area; also the name of the hidden drop target for keyboard paste',
  },
  dropHereSingle: {
    id: 'ui.uploader.dropHereSingle',
    defaultMessage: 'Drop a file here or choose it',
    description: 'Text inside the drop area in single-file mode',
  },
  dropTarget: {
    id: 'ui.uploader.dropTarget',
    defaultMessage: 'Drop target',
    description: 'Accessible name of the hidden button where keyboard users paste or drop files (followed by the drop text)',
  },
  choose: { id: 'ui.uploader.choose', defaultMessage: 'Choose files', description: 'Button that opens the file chooser' },
  chooseSingle: {
    id: 'ui.uploader.chooseSingle',
    defaultMessage: 'Choose file',
    description: 'Button that opens the file chooser in single-file mode',
  },
  queue: { id: 'ui.uploader.queue', defaultMessage: 'Files', description: 'Accessible name of the list of chosen files' },
  ready: { id: 'ui.uploader.ready', defaultMessage: 'Ready to upload', description: 'State of a file waiting to be uploaded' },
  uploading: { id: 'ui.uploader.uploading', defaultMessage: 'Uploading…', description: 'State of a file being uploaded' },
  success: { id: 'ui.uploader.success', defaultMessage: 'Uploaded', description: 'State of a file uploaded successfully' },
  error: { id: 'ui.uploader.error', defaultMessage: 'Failed', description: 'State of a file whose upload failed or that was refused' },
  cancelled: { id: 'ui.uploader.cancelled', defaultMessage: 'Cancelled', description: 'State of a file whose upload was cancelled' },
  start: { id: 'ui.uploader.start', defaultMessage: 'Upload', description: 'Button that starts the upload of a file that is ready' },
  retry: { id: 'ui.uploader.retry', defaultMessage: 'Try again', description: 'Button that uploads a failed or cancelled file again' },
  announceDragLeave: {
    id: 'ui.uploader.announceDragLeave',
    defaultMessage: 'Left the drop area',
    description: 'Read to screen readers when dragged files leave the drop area without being dropped',
  },
});

/** Messages with values are typed with them. */
type Values = {
  tooMany: { n: number };
  tooLarge: { name: string; size: string; max: string };
  invalidType: { types: string };
  hint: { types: string; max: string };
  hintAnyType: { max: string };
  hintMax: { n: number };
  progress: { name: string };
  cancel: { name: string };
  remove: { name: string };
  startNamed: { name: string };
  retryNamed: { name: string };
  announceChosen: { count: number; name: string };
  announceUploading: { name: string };
  announceProgress: { name: string; percent: string };
  announceUploaded: { name: string };
  announceFailed: { name: string; reason: string };
  announceCancelled: { name: string };
  announceRemoved: { name: string };
  announceDragEnter: { count: number };
};

const withValues = defineMessages<Values>({
  tooMany: {
    id: 'ui.uploader.tooMany',
    defaultMessage: 'Allowed to upload a maximum of {n} files',
    description: 'Shown when more files are chosen than the queue may hold; n is the maximum',
  },
  tooLarge: {
    id: 'ui.uploader.tooLarge',
    defaultMessage: 'The file {name} has {size} that exceeds the maximum allowed size of {max}',
    description:
      'A chosen file is larger than the upload limit, e.g. "The file cv.pdf has 21 MB that exceeds the maximum allowed size of 20 MB"',
  },
  invalidType: {
    id: 'ui.uploader.invalidType',
    defaultMessage: 'File has invalid type. Only {types} files are allowed.',
    description: 'A chosen file has a type the upload does not take; types is a list such as "pdf, doc, docx", or the word "some"',
  },
  hint: {
    id: 'ui.uploader.hint',
    defaultMessage: '{types} · up to {max} per file',
    description: 'Below the drop area: the allowed types and the size limit, e.g. "pdf, doc, docx · up to 20 MB per file"',
  },
  hintAnyType: {
    id: 'ui.uploader.hintAnyType',
    defaultMessage: 'Up to {max} per file',
    description: 'Below the drop area when every type is allowed',
  },
  hintMax: {
    id: 'ui.uploader.hintMax',
    defaultMessage: '{n, plural, one {# file at most} other {# files at most}}',
    description: 'Below the drop area: how many files the queue holds',
  },
  progress: {
    id: 'ui.uploader.progress',
    defaultMessage: 'Upload of {name}',
    description: 'Accessible name of the progress bar of one file',
  },
  cancel: {
    id: 'ui.uploader.cancel',
    defaultMessage: 'Cancel upload of {name}',
    description: 'Icon button that stops an upload in progress',
  },
  remove: { id: 'ui.uploader.remove', defaultMessage: 'Remove {name}', description: 'Icon button that takes a file out of the list' },
  startNamed: {
    id: 'ui.uploader.startNamed',
    defaultMessage: 'Upload {name}',
    description: 'Accessible name of the Upload button of one file',
  },
  retryNamed: {
    id: 'ui.uploader.retryNamed',
    defaultMessage: 'Try again to upload {name}',
    description: 'Accessible name of the Try again button of one file',
  },
  announceChosen: {
    id: 'ui.uploader.announceChosen',
    defaultMessage: '{count, plural, one {{name} chosen} other {# files chosen}}',
    description: 'Read to screen readers when files were chosen, dropped or pasted: "Lebenslauf.pdf chosen", "2 files chosen"',
  },
  announceUploading: {
    id: 'ui.uploader.announceUploading',
    defaultMessage: 'Uploading {name}',
    description: 'Read to screen readers when the upload of a file starts',
  },
  announceProgress: {
    id: 'ui.uploader.announceProgress',
    defaultMessage: '{name}: {percent} uploaded',
    description: 'Read to screen readers at each quarter of an upload, e.g. "Lebenslauf.pdf: 50 % uploaded"',
  },
  announceUploaded: {
    id: 'ui.uploader.announceUploaded',
    defaultMessage: '{name} uploaded',
    description: 'Read to screen readers when a file was uploaded, e.g. "Lebenslauf.pdf uploaded"',
  },
  announceFailed: {
    id: 'ui.uploader.announceFailed',
    defaultMessage: '{name} not uploaded: {reason}',
    description: 'Read to screen readers when a file failed or was refused; reason is the shown message, e.g. the file is too large',
  },
  announceCancelled: {
    id: 'ui.uploader.announceCancelled',
    defaultMessage: 'Upload of {name} cancelled',
    description: 'Read to screen readers when the user cancelled an upload',
  },
  announceRemoved: {
    id: 'ui.uploader.announceRemoved',
    defaultMessage: '{name} removed',
    description: 'Read to screen readers when a file was taken out of the list',
  },
  announceDragEnter: {
    id: 'ui.uploader.announceDragEnter',
    defaultMessage: '{count, plural, one {Release to add the file} other {Release to add the files}}',
    description: 'Read to screen readers when files are dragged over the drop area; count is 1 in single-file mode, else 2',
  },
});

/** One of the uploader's texts that take values (the four refusals are the spec's own, 001 §5). */
export function formatUploaderText<K extends keyof Values>(intl: IntlShape, key: K, values: Values[K]): string {
  return intl.formatMessage(withValues[key] as MessageDescriptor, values);
}

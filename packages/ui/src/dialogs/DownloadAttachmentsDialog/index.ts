import { lazyDialog } from '../lazyDialog';

/** DownloadAttachmentsDialog as a lazy chunk (the stories import the component itself). */
export const DownloadAttachmentsDialog = lazyDialog(() => import('./DownloadAttachmentsDialog'));
export type { DownloadAttachmentsDialogProps, DownloadAttachmentsValues } from './DownloadAttachmentsDialog';

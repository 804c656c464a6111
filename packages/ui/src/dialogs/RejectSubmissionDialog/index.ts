import { lazyDialog } from '../lazyDialog';

/** RejectSubmissionDialog as a lazy chunk (the stories import the component itself). */
export const RejectSubmissionDialog = lazyDialog(() => import('./RejectSubmissionDialog'));
export type { RejectSubmissionDialogProps, RejectSubmissionValues } from './RejectSubmissionDialog';

import { lazyDialog } from '../lazyDialog';

/** ReactivateCandidateDialog as a lazy chunk (the stories import the component itself). */
export const ReactivateCandidateDialog = lazyDialog(() => import('./ReactivateCandidateDialog'));
export type { ReactivateCandidateDialogProps } from './ReactivateCandidateDialog';

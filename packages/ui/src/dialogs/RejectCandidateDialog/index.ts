import { lazyDialog } from '../lazyDialog';

/** RejectCandidateDialog as a lazy chunk (the stories import the component itself). */
export const RejectCandidateDialog = lazyDialog(() => import('./RejectCandidateDialog'));
export type { RejectCandidateDialogProps, RejectCandidateValues } from './RejectCandidateDialog';

import { lazyDialog } from '../lazyDialog';

/** HireCandidateDialog as a lazy chunk (the stories import the component itself). */
export const HireCandidateDialog = lazyDialog(() => import('./HireCandidateDialog'));
export type { HireCandidateDialogProps, HireCandidateValues } from './HireCandidateDialog';

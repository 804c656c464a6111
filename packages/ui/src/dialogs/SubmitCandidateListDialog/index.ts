import { lazyDialog } from '../lazyDialog';

/** SubmitCandidateListDialog as a lazy chunk (the stories import the component itself); the editor is a chunk of its own. */
export const SubmitCandidateListDialog = lazyDialog(() => import('./SubmitCandidateListDialog'));
export type { SubmitCandidateListDialogProps, SubmitCandidateListValues } from './SubmitCandidateListDialog';

import { lazyDialog } from '../lazyDialog';

/** WithdrawCandidateDialog as a lazy chunk (the stories import the component itself). */
export const WithdrawCandidateDialog = lazyDialog(() => import('./WithdrawCandidateDialog'));
export type { WithdrawCandidateDialogProps, WithdrawCandidateValues } from './WithdrawCandidateDialog';

import { lazyDialog } from '../lazyDialog';

/** WithdrawSubmissionDialog as a lazy chunk (the stories import the component itself). */
export const WithdrawSubmissionDialog = lazyDialog(() => import('./WithdrawSubmissionDialog'));
export type { WithdrawSubmissionDialogProps, WithdrawSubmissionValues } from './WithdrawSubmissionDialog';

import { lazyDialog } from '../lazyDialog';

/** WithdrawApplicationDialog as a lazy chunk (the stories import the component itself). */
export const WithdrawApplicationDialog = lazyDialog(() => import('./WithdrawApplicationDialog'));
export type { WithdrawApplicationDialogProps, WithdrawApplicationValues } from './WithdrawApplicationDialog';

import { lazyDialog } from '../lazyDialog';

/** PutOnHoldDialog as a lazy chunk (the stories import the component itself). */
export const PutOnHoldDialog = lazyDialog(() => import('./PutOnHoldDialog'));
export type { PutOnHoldDialogProps, PutOnHoldValues } from './PutOnHoldDialog';

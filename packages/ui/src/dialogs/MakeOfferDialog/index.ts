import { lazyDialog } from '../lazyDialog';

/** MakeOfferDialog as a lazy chunk (the stories import the component itself). */
export const MakeOfferDialog = lazyDialog(() => import('./MakeOfferDialog'));
export type { MakeOfferDialogProps, MakeOfferValues } from './MakeOfferDialog';

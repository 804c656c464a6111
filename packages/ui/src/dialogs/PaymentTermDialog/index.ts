import { lazyDialog } from '../lazyDialog';

/** PaymentTermDialog as a lazy chunk (the stories import the component itself). */
export const PaymentTermDialog = lazyDialog(() => import('./PaymentTermDialog'));
export type { PaymentTermDialogProps, PaymentTermValues } from './PaymentTermDialog';

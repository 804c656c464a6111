import { lazyDialog } from '../lazyDialog';

/** PaymentTermsDialog as a lazy chunk (the stories import the component itself). */
export const PaymentTermsDialog = lazyDialog(() => import('./PaymentTermsDialog'));
export type { ListedPaymentTerm, PaymentTermsDialogProps } from './PaymentTermsDialog';

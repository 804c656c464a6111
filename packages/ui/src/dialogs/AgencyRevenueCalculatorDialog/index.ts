import { lazyDialog } from '../lazyDialog';

/** AgencyRevenueCalculatorDialog as a lazy chunk (the stories import the component itself). */
export const AgencyRevenueCalculatorDialog = lazyDialog(() => import('./AgencyRevenueCalculatorDialog'));
export type { AgencyRevenueCalculatorDialogProps } from './AgencyRevenueCalculatorDialog';

import { lazyDialog } from '../lazyDialog';

/** EmployerFeedbackDialog as a lazy chunk (the stories import the component itself). */
export const EmployerFeedbackDialog = lazyDialog(() => import('./EmployerFeedbackDialog'));
export type { EmployerFeedbackDialogProps } from './EmployerFeedbackDialog';

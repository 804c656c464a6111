import { lazyDialog } from '../lazyDialog';

/** ReactivateConsultantDialog as a lazy chunk (the stories import the component itself). */
export const ReactivateConsultantDialog = lazyDialog(() => import('./ReactivateConsultantDialog'));
export type { ReactivateConsultantDialogProps } from './ReactivateConsultantDialog';

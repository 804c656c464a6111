import { lazyDialog } from '../lazyDialog';

/** ActivateConsultantDialog as a lazy chunk (the stories import the component itself). */
export const ActivateConsultantDialog = lazyDialog(() => import('./ActivateConsultantDialog'));
export type { ActivateConsultantDialogProps } from './ActivateConsultantDialog';

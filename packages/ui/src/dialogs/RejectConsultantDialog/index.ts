import { lazyDialog } from '../lazyDialog';

/** RejectConsultantDialog as a lazy chunk (the stories import the component itself). */
export const RejectConsultantDialog = lazyDialog(() => import('./RejectConsultantDialog'));
export type { RejectConsultantDialogProps, RejectConsultantValues } from './RejectConsultantDialog';

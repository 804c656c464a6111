import { lazyDialog } from '../lazyDialog';

/** BackupCandidateDialog as a lazy chunk (the stories import the component itself). */
export const BackupCandidateDialog = lazyDialog(() => import('./BackupCandidateDialog'));
export type { BackupCandidateDialogProps, BackupCandidateValues } from './BackupCandidateDialog';

import { lazyDialog } from '../lazyDialog';

/** InviteConsultantsDialog as a lazy chunk (the stories import the component itself); the editor is a chunk of its own. */
export const InviteConsultantsDialog = lazyDialog(() => import('./InviteConsultantsDialog'));
export type { InviteConsultantsDialogProps, InviteConsultantsValues, InvitePreviewRequest } from './InviteConsultantsDialog';

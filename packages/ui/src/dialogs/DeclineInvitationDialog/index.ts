import { lazyDialog } from '../lazyDialog';

/** DeclineInvitationDialog as a lazy chunk (the stories import the component itself). */
export const DeclineInvitationDialog = lazyDialog(() => import('./DeclineInvitationDialog'));
export type { DeclineInvitationDialogProps, DeclineInvitationValues } from './DeclineInvitationDialog';

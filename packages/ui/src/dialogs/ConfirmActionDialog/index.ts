import { lazyDialog } from '../lazyDialog';

/**
 * ConfirmActionDialog as a lazy chunk: the app's screens open it directly (the dialogs built on it
 * import the component itself), and its FormDialog and form code must not be in a route's initial JS.
 */
export const ConfirmActionDialog = lazyDialog(() => import('./ConfirmActionDialog'));
export type { ConfirmActionDialogProps, ConfirmActionPassThrough, ConfirmActionTexts } from './ConfirmActionDialog';

import { lazyDialog } from '../lazyDialog';

/** NewThreadDialog as a lazy chunk (the stories import the component itself); the editor and the address book are chunks of their own. */
export const NewThreadDialog = lazyDialog(() => import('./NewThreadDialog'));
export type { NewThreadDialogProps, NewThreadValues } from './NewThreadDialog';

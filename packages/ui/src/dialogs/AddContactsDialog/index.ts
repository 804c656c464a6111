import { lazyDialog } from '../lazyDialog';

/** AddContactsDialog as a lazy chunk (the stories import the component itself). */
export const AddContactsDialog = lazyDialog(() => import('./AddContactsDialog'));
export type { AddContactsDialogProps, AddContactsValues, ContactsLoader } from './AddContactsDialog';

import { lazyDialog } from '../lazyDialog';

/** SelectSuppliersDialog as a lazy chunk (the stories import the component itself); the editor is a chunk of its own. */
export const SelectSuppliersDialog = lazyDialog(() => import('./SelectSuppliersDialog'));
export type { SelectSuppliersDialogProps, SelectSuppliersValues, SuppliersPreviewRequest } from './SelectSuppliersDialog';

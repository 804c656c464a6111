import { lazyDialog } from '../lazyDialog';

/** NoteDialog as a lazy chunk (the stories import the component itself). */
export const NoteDialog = lazyDialog(() => import('./NoteDialog'));
export type { NoteDialogProps, NoteValues } from './NoteDialog';

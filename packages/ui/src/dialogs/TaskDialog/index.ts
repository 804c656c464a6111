import { lazyDialog } from '../lazyDialog';

/** TaskDialog as a lazy chunk (the stories import the component itself). */
export const TaskDialog = lazyDialog(() => import('./TaskDialog'));
export type { TaskDialogProps, TaskValues } from './TaskDialog';

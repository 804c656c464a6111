import { lazyDialog } from '../lazyDialog';

/** UpdatePlacementDialog as a lazy chunk (the stories import the component itself). */
export const UpdatePlacementDialog = lazyDialog(() => import('./UpdatePlacementDialog'));
export type { UpdatePlacementDialogProps, UpdatePlacementValues } from './UpdatePlacementDialog';

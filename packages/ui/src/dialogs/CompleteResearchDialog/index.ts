import { lazyDialog } from '../lazyDialog';

/** CompleteResearchDialog as a lazy chunk (the stories import the component itself). */
export const CompleteResearchDialog = lazyDialog(() => import('./CompleteResearchDialog'));
export type { CompleteResearchDialogProps, CompleteResearchValues } from './CompleteResearchDialog';

import { lazyDialog } from '../lazyDialog';

/** FeedbackDialog as a lazy chunk (the stories import the component itself). */
export const FeedbackDialog = lazyDialog(() => import('./FeedbackDialog'));
export type { FeedbackDialogProps, FeedbackValues } from './FeedbackDialog';

import { lazyDialog } from '../lazyDialog';

/** EditFeedbackDialog as a lazy chunk (the stories import the component itself). */
export const EditFeedbackDialog = lazyDialog(() => import('./EditFeedbackDialog'));
export type { EditFeedbackDialogProps } from './EditFeedbackDialog';

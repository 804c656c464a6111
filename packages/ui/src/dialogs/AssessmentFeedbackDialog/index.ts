import { lazyDialog } from '../lazyDialog';

/**
 * AssessmentFeedbackDialog as a lazy chunk: the vacancy page opens it directly (the feedback dialogs
 * built on it import the component itself), and its form code must not be in a route's initial JS.
 */
export const AssessmentFeedbackDialog = lazyDialog(() => import('./AssessmentFeedbackDialog'));
export type {
  AssessmentLevelProps,
  AssessmentFeedbackDialogProps,
  AssessmentFeedbackPassThrough,
  AssessmentFeedbackValues,
} from './AssessmentFeedbackDialog';

export { AssessmentFeedbackDialog } from './AssessmentFeedbackDialog';
export type {
  AssessmentLevelProps,
  AssessmentFeedbackDialogProps,
  AssessmentFeedbackPassThrough,
  AssessmentFeedbackValues,
} from './AssessmentFeedbackDialog';

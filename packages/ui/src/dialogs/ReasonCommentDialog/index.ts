export { ReasonCommentDialog } from './ReasonCommentDialog';
export type {
  ReasonCommentDialogProps,
  ReasonCommentPassThrough,
  ReasonCommentTexts,
  ReasonCommentValues,
  ReasonListProps,
} from './ReasonCommentDialog';

export { ConfirmActionDialog } from './ConfirmActionDialog';
export type { ConfirmActionDialogProps, ConfirmActionPassThrough, ConfirmActionTexts } from './ConfirmActionDialog';

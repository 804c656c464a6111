export { Dialog, dialogSizes } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ErrorDialog } from './ErrorDialog';
export type { ErrorDialogProps, ErrorDetails } from './ErrorDialog';

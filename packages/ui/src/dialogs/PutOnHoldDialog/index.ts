export { PutOnHoldDialog } from './PutOnHoldDialog';
export type { PutOnHoldDialogProps, PutOnHoldValues } from './PutOnHoldDialog';

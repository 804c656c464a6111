import { lazyDialog } from '../lazyDialog';

/** NotificationDialog as a lazy chunk (the stories import the component itself). */
export const NotificationDialog = lazyDialog(() => import('./NotificationDialog'));
export type { NotificationDialogProps } from './NotificationDialog';

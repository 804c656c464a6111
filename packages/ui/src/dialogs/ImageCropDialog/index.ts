import { lazyDialog } from '../lazyDialog';

/** ImageCropDialog as a lazy chunk (the stories import the component itself); react-easy-crop loads with it. */
export const ImageCropDialog = lazyDialog(() => import('./ImageCropDialog'));
export type { ImageCropDialogProps, ImageCropKind } from './ImageCropDialog';

import { lazyDialog } from '../lazyDialog';

/** RequestTestimonialDialog as a lazy chunk (the stories import the component itself). */
export const RequestTestimonialDialog = lazyDialog(() => import('./RequestTestimonialDialog'));
export type { RequestTestimonialDialogProps } from './RequestTestimonialDialog';

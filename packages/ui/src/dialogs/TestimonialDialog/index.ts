import { lazyDialog } from '../lazyDialog';

/** TestimonialDialog as a lazy chunk (the stories import the component itself). */
export const TestimonialDialog = lazyDialog(() => import('./TestimonialDialog'));
export type { TestimonialDialogProps } from './TestimonialDialog';

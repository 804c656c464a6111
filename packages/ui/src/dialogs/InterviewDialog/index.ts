import { lazyDialog } from '../lazyDialog';

/** InterviewDialog as a lazy chunk (the stories import the component itself). */
export const InterviewDialog = lazyDialog(() => import('./InterviewDialog'));
export type { InterviewDialogProps, InterviewValues } from './InterviewDialog';
export { zonedDateTime, zonedParts } from './zonedTime';

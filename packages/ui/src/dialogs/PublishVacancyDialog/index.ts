import { lazyDialog } from '../lazyDialog';

/** PublishVacancyDialog as a lazy chunk (the stories import the component itself). */
export const PublishVacancyDialog = lazyDialog(() => import('./PublishVacancyDialog'));
export type { PublishVacancyDialogProps, PublishVacancyValues } from './PublishVacancyDialog';

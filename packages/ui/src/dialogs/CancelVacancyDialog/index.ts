import { lazyDialog } from '../lazyDialog';

/** CancelVacancyDialog as a lazy chunk (the stories import the component itself). */
export const CancelVacancyDialog = lazyDialog(() => import('./CancelVacancyDialog'));
export type { CancelVacancyDialogProps, CancelVacancyValues } from './CancelVacancyDialog';

import { lazyDialog } from '../lazyDialog';

/** ApplyToVacancyDialog as a lazy chunk (the stories import the component itself); the editor is a chunk of its own, loaded as it opens. */
export const ApplyToVacancyDialog = lazyDialog(() => import('./ApplyToVacancyDialog'));
export type { ApplyToVacancyDialogProps, ApplyToVacancyValues } from './ApplyToVacancyDialog';

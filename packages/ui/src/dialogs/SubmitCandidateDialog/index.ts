import { lazyDialog } from '../lazyDialog';

/** SubmitCandidateDialog as a lazy chunk (the stories import the component itself). */
export const SubmitCandidateDialog = lazyDialog(() => import('./SubmitCandidateDialog'));
export type {
  SubmitCandidateDialogProps,
  SubmitCandidateLoader,
  SubmitCandidateOption,
  SubmitCandidatePage,
  SubmitCandidateValues,
} from './SubmitCandidateDialog';

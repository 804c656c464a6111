import { lazyDialog } from '../lazyDialog';

/** CandidateConsentDialog as a lazy chunk (the stories import the component itself). */
export const CandidateConsentDialog = lazyDialog(() => import('./CandidateConsentDialog'));
export type { CandidateConsentDialogProps, CandidateConsentValues } from './CandidateConsentDialog';

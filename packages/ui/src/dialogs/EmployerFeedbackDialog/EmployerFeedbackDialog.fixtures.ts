import type { ApplicationFeedbackPayload } from '@mandate/domain';
import { editFeedbackFixtures } from '../EditFeedbackDialog/EditFeedbackDialog.fixtures';

/**
 * Data of the EmployerFeedbackDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts): the levels are codes of `GET /list/assessment-levels`.
 */
export const employerFeedbackFixtures = {
  assessmentLevels: editFeedbackFixtures.assessmentLevels,
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    feedback: 'Well researched; three profiles we want to meet. More from Austria, please.',
    assessmentLevel: 'excellent',
  } satisfies ApplicationFeedbackPayload,
} as const;

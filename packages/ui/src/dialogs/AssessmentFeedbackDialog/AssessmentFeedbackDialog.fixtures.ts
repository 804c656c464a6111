import type { ApplicationFeedbackPayload } from '@mandate/domain';

/**
 * Data of the AssessmentFeedbackDialog stories, shared with the contract test that sends `filled` to
 * the real server (apps/api/src/contracts/AssessmentFeedbackDialog.payload.test.ts): the levels are
 * codes of `GET /list/assessment-levels`; the feedback is the demo data's one (id 1 of a fresh demo
 * database), which the demo employer may edit.
 */
export const assessmentFeedbackFixtures = {
  assessmentLevels: [
    { id: 'excellent', label: 'Excellent' },
    { id: 'good', label: 'Good' },
    { id: 'average', label: 'Average' },
    { id: 'unsuitable', label: 'Not suitable' },
  ],
  feedbackId: 1,
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive (with `feedbackId` it carries the `id`). */
  filled: {
    id: 1,
    feedback: 'Clear on the regulatory roadmap; we want a second interview.',
    assessmentLevel: 'average',
  } satisfies ApplicationFeedbackPayload,
} as const;

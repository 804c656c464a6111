import type { ApplicationFeedbackPayload } from '@mandate/domain';

/**
 * Data of the EditFeedbackDialog stories, shared with the contract test that sends `filled` to the
 * real server (apps/api/src/contracts): the levels are codes of `GET /list/assessment-levels`; the
 * feedback id is the demo feedback's (on Sophie Weber's application, of a fresh demo database).
 */
export const editFeedbackFixtures = {
  assessmentLevels: [
    { id: 'excellent', label: 'Excellent' },
    { id: 'good', label: 'Good' },
    { id: 'average', label: 'Average' },
    { id: 'poor', label: 'Poor' },
    { id: 'unsuitable', label: 'Not suitable' },
  ],
  feedbackId: 1,
  /** The feedback so far, as the screen passes it (the EditsGivenFeedback story). */
  given: { feedback: 'Convincing in both interviews; strong leadership references.', assessmentLevel: 'excellent' },
  /** What the Filled story enters, and exactly the payload `onSubmit` must receive. */
  filled: {
    id: 1,
    feedback: 'Convincing in both interviews; references confirm her leadership.',
    assessmentLevel: 'good',
  } satisfies ApplicationFeedbackPayload,
} as const;

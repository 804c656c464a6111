/**
 * AssessmentFeedbackDialog payload: the checks of harness/dialogContract.ts, on PGlite and on
 * PostgreSQL. With `feedbackId` its payload carries the `id` and goes to the edit call, as
 * EditFeedbackDialog (built on it) sends it.
 */
import { editFeedback } from '@mandate/api-client';
import { assessmentFeedbackFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'AssessmentFeedbackDialog',
  as: 'employer',
  payload: assessmentFeedbackFixtures.filled,
  lists: [{ list: 'assessment-levels', ids: assessmentFeedbackFixtures.assessmentLevels.map((level) => level.id) }],
  subject: (world) => world.feedback('employer', assessmentFeedbackFixtures.feedbackId),
  send: (client, { applicationId, feedbackId }, payload) => editFeedback(client, applicationId, feedbackId, payload),
  // The answer is the feedback as this call left it (EditFeedbackDialog's case may edit the same one at the same time).
  accepted: (feedback) =>
    expect({ id: feedback.id, feedback: feedback.feedback, assessmentLevel: feedback.assessmentLevel }).toEqual(
      assessmentFeedbackFixtures.filled,
    ),
  // Feedback may be edited again.
  refusedOnRepeat: null,
  requiredField: 'feedback',
});

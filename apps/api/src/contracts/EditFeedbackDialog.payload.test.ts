/** EditFeedbackDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { editFeedback } from '@mandate/api-client';
import { editFeedbackFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'EditFeedbackDialog',
  as: 'employer',
  payload: editFeedbackFixtures.filled,
  lists: [{ list: 'assessment-levels', ids: editFeedbackFixtures.assessmentLevels.map((level) => level.id) }],
  subject: (world) => world.feedback('employer', editFeedbackFixtures.feedbackId),
  send: (client, { applicationId, feedbackId }, payload) => editFeedback(client, applicationId, feedbackId, payload),
  accepted: (feedback) =>
    expect({ feedback: feedback.feedback, assessmentLevel: feedback.assessmentLevel }).toEqual({
      feedback: editFeedbackFixtures.filled.feedback,
      assessmentLevel: editFeedbackFixtures.filled.assessmentLevel,
    }),
  // Feedback may be edited again.
  refusedOnRepeat: null,
  requiredField: 'feedback',
});

/** EmployerFeedbackDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { editCandidateListFeedback } from '@mandate/api-client';
import { employerFeedbackFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  // The demo data's completed list, whose feedback the employer edits.
  name: 'EmployerFeedbackDialog',
  as: 'employer',
  payload: employerFeedbackFixtures.filled,
  lists: [{ list: 'assessment-levels', ids: employerFeedbackFixtures.assessmentLevels.map((level) => level.id) }],
  subject: (world) => world.candidateList('employer', 'completed'),
  send: (client, listId, payload) => editCandidateListFeedback(client, listId, payload),
  accepted: (list) =>
    expect({ feedback: list.feedback?.feedback, assessmentLevel: list.feedback?.assessmentLevel }).toEqual(employerFeedbackFixtures.filled),
  // Feedback may be edited again.
  refusedOnRepeat: null,
  requiredField: 'feedback',
});

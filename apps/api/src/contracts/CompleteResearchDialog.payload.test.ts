/** CompleteResearchDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { completeCandidateList } from '@mandate/api-client';
import { completeResearchFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'CompleteResearchDialog',
  as: 'employer',
  payload: completeResearchFixtures.filled,
  lists: [{ list: 'milestones', ids: completeResearchFixtures.milestones.map((milestone) => milestone.id) }],
  // A list the consultant submits now, so the employer's cases and the consultant's withdrawal never share one.
  subject: (world) => world.submittedCandidateList('consultant1'),
  send: (client, listId, payload) => completeCandidateList(client, listId, payload),
  accepted: (list) =>
    expect({ status: list.status.code, milestone: list.milestone }).toEqual({ status: 'completed', ...completeResearchFixtures.filled }),
  // Only a submitted list's research can be completed.
  refusedOnRepeat: 409,
  requiredField: 'milestone',
});

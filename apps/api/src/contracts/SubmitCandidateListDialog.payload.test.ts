/** SubmitCandidateListDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { createCandidateList } from '@mandate/api-client';
import type { CandidateListCreatePayload } from '@mandate/domain';
import { submitCandidateListFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'SubmitCandidateListDialog',
  // An accepted consultant on an active vacancy that takes candidates (domain rule `create`: submissionGuards).
  as: 'consultant1',
  payload: submitCandidateListFixtures.filled,
  lists: [],
  subject: (world) => world.candidateListTarget('consultant1'),
  // File and vacancy ids are the server's: the uploaded PDF's id and the vacancy's stand in for the stories' ids
  // (the attachments only where the payload has them: the required-field check sends it without).
  send: (client, { jobId, fileId }, { attachments, ...payload }) =>
    createCandidateList(client, { ...payload, jobId, ...(attachments ? { attachments: [fileId] } : {}) } as CandidateListCreatePayload),
  accepted: (list) => {
    expect(list.status).toMatchObject({ code: 'submitted' });
    expect(list.title).toBe(submitCandidateListFixtures.filled.title);
  },
  // A consultant may submit more than one list on a vacancy.
  refusedOnRepeat: null,
  requiredField: 'attachments',
});

/** HireCandidateDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { hireApplication } from '@mandate/api-client';
import { hireCandidateFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'HireCandidateDialog',
  as: 'employer',
  payload: hireCandidateFixtures.filled,
  lists: [],
  // In line-manager review on DEMO-002 (two positions, so the hire leaves it open), supplied by the rated consultant;
  // not the offer-made one on DEMO-001, whose hire would close the vacancy other cases submit to.
  subject: (world) => world.application('employer', 'line-manager-review'),
  send: (client, applicationId, payload) => hireApplication(client, applicationId, payload),
  accepted: (application) => expect(application.status.code).toBe('recruited'),
  // A hired candidate cannot be hired again.
  refusedOnRepeat: 409,
  requiredField: 'totalPackage',
});

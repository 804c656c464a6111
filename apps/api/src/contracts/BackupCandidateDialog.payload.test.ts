/** BackupCandidateDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { backupApplication } from '@mandate/api-client';
import { backupCandidateFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'BackupCandidateDialog',
  as: 'employer',
  payload: backupCandidateFixtures.filled,
  lists: [],
  subject: (world) => world.application('employer', 'interview'),
  send: (client, applicationId, payload) => backupApplication(client, applicationId, payload),
  accepted: (application) => expect(application.status.code).toBe('backed-up'),
  // Only a candidate in the running can be backed up.
  refusedOnRepeat: 409,
  requiredField: null,
});

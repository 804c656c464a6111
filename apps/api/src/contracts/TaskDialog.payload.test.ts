/** TaskDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { editTask, listTasks } from '@mandate/api-client';
import { taskFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'TaskDialog',
  as: 'employer',
  payload: taskFixtures.filled,
  lists: [],
  // The home page's task list opens it on one of the user's tasks: the one the workflow opened for
  // the employer when a consultant asked to work on a vacancy published now.
  subject: async (world) => {
    const request = await world.newRequest('consultant2');
    const { items } = await listTasks(await world.client('employer'), { status: 'open', pageSize: 100 });
    const task = items.find((item) => item.job.id === request.job.id && item.kind.code === 'approve-recruiter');
    expect(task, `the employer's task on vacancy ${request.job.id}`).toBeDefined();
    return task!.id;
  },
  send: (client, taskId, payload) => editTask(client, taskId, payload),
  accepted: (task) => {
    expect(task).toMatchObject({ ...taskFixtures.filled, kind: { code: 'approve-recruiter' }, status: { code: 'open' } });
  },
  // Saving the same values again is fine.
  refusedOnRepeat: null,
  requiredField: 'title',
});

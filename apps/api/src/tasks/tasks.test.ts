import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateBody } from '../applications/testing';
import { startSession } from '../auth/tokens';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';
import { createUser } from '../testing/fixtures';
import { statusLogOf } from '../workflow/statusLog';

interface TaskItem {
  id: number;
  kind: { code: string };
  status: { code: string };
  record: { type: string; id: number };
  about: string | null;
  dueDate: string | null;
}

describe.each(testDatabases)('tasks on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
    // A user whose only role carries no task permission.
    w.ids.monitor = await createUser(w.db, { username: 'monitor@test.example', roles: ['monitoring'], firstName: 'Mo', lastName: 'Nitor' });
    w.tokens.monitor = (await startSession(w.db, w.ids.monitor)).token;
  }, 120_000);
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });
  const tasks = async (who: string, query: Record<string, unknown> = {}): Promise<TaskItem[]> => {
    const response = await call(who, 'POST', '/task/list', query);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.result.items;
  };
  const openTasks = async (who: string) => (await call(who, 'GET', '/user/counters')).body.result.openTasks as number;

  it('opens a task for whoever must act next and completes it when the action is taken', async () => {
    const job = await w.job('active', 'author', { title: 'Head of Tasks' });
    // A consultant's request waits for the vacancy's author.
    const requested = await call('r1', 'POST', `/job/${job}/job-recruiter/request`, { comment: '<p>I know the market</p>' });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    const relation = requested.body.result.id as number;
    const [approve, ...none] = await tasks('author');
    expect(none).toEqual([]);
    expect(approve).toMatchObject({
      kind: { code: 'approve-recruiter' },
      status: { code: 'open' },
      title: null,
      record: { type: 'job-recruiter', id: relation },
      job: { id: job, title: 'Head of Tasks' },
      about: 'r1 Test',
      assignee: { id: w.ids.author },
      completionDate: null,
    });
    expect(approve!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await openTasks('author')).toBe(1);
    // Only its assignee (and admins) see it.
    expect(await tasks('r1')).toEqual([]);
    expect(await tasks('colleague')).toEqual([]);
    expect((await call('colleague', 'PUT', `/task/${approve!.id}/complete`)).status).toBe(404);
    expect((await call('stranger', 'PUT', `/task/${approve!.id}/edit`, { title: 'Mine' })).status).toBe(404);
    expect((await call('r1', 'POST', '/task/list', { assigneeId: w.ids.author })).status).toBe(403);
    expect((await call('monitor', 'POST', '/task/list', {})).status).toBe(403);
    expect((await call('author', 'PUT', '/task/987654/complete')).status).toBe(404);
    expect((await call('admin', 'POST', '/task/list', { assigneeId: w.ids.author })).body.result.total).toBe(1);

    // Approving the request is what the task asked for: it is done, by the author.
    expect((await call('author', 'PUT', `/job-recruiter/${relation}/approve`, {})).status).toBe(200);
    expect(await tasks('author')).toEqual([]);
    expect(await openTasks('author')).toBe(0);
    const [done] = await tasks('author', { status: 'done' });
    expect(done).toMatchObject({ id: approve!.id, status: { code: 'done' }, completedBy: { id: w.ids.author } });

    // A new application waits for the author's review; an offer for the consultant to bring the answer.
    const candidate = await call('r1', 'POST', '/candidate/create', candidateBody({ email: 'task.candidate@example.ch' }));
    expect(candidate.status, JSON.stringify(candidate.body)).toBe(200);
    const created = await call('r1', 'POST', '/application/create', { jobId: job, candidateId: candidate.body.result.id, consent: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const application = created.body.result.id as number;
    const [review] = await tasks('author');
    expect(review).toMatchObject({
      kind: { code: 'review-application' },
      record: { type: 'application', id: application },
      about: 'Anna Muster',
    });
    expect(await openTasks('r1')).toBe(0);
    expect((await call('author', 'PUT', `/application/${application}/offer`, { comment: 'A fine offer' })).status).toBe(200);
    expect(await tasks('author')).toEqual([]);
    const [answer] = await tasks('r1');
    expect(answer).toMatchObject({ kind: { code: 'answer-offer' }, record: { type: 'application', id: application } });
    expect(await openTasks('r1')).toBe(1);

    // Its assignee completes it by hand; twice is a conflict, in the request's language.
    const completed = await call('r1', 'PUT', `/task/${answer!.id}/complete`);
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.result).toMatchObject({ status: { code: 'done' }, completedBy: { id: w.ids.r1 } });
    const again = await call('r1', 'PUT', `/task/${answer!.id}/complete`, undefined, 'de');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Die Aufgabe ist bereits erledigt.');
    // The workflow logged the completion once (issue 12 point 1), the refused repeat not at all.
    const [log, ...more] = await statusLogOf(w.db, 'task', answer!.id);
    expect(more).toEqual([]);
    expect(log).toMatchObject({
      entityType: 'task',
      entityId: answer!.id,
      jobId: null,
      action: 'complete',
      fromStatus: { code: 'open' },
      status: { code: 'done' },
      actor: { id: w.ids.r1 },
      details: { kind: 'answer-offer', recordType: 'application', recordId: application },
    });
    // The same trail over HTTP: its assignee and admins read it; nobody else learns the task exists.
    for (const who of ['r1', 'admin'] as const) {
      const trail = await call(who, 'GET', `/task/${answer!.id}/logs`);
      expect(trail.status, JSON.stringify(trail.body)).toBe(200);
      expect(trail.body.result).toMatchObject({
        total: 1,
        items: [{ action: 'complete', fromStatus: { code: 'open' }, status: { code: 'done' }, actor: { id: w.ids.r1 } }],
      });
    }
    expect((await call('author', 'GET', `/task/${answer!.id}/logs`)).status).toBe(404);
    expect((await call('r1', 'GET', '/task/987654/logs')).status).toBe(404);
    // Settled by the workflow (not by hand), a task has no log row of its own.
    expect(await statusLogOf(w.db, 'task', approve!.id)).toEqual([]);
    expect(await openTasks('r1')).toBe(0);
  });

  it('is edited by its assignee and admins, with field-keyed refusals', async () => {
    const job = await w.job('active', 'author', { title: 'Editable' });
    const requested = await call('r2', 'POST', `/job/${job}/job-recruiter/request`, { comment: '<p>Me</p>' });
    expect(requested.status).toBe(200);
    const [task] = await tasks('author');
    const edited = await call('author', 'PUT', `/task/${task!.id}/edit`, {
      title: '  Call r2 first ',
      note: 'Ask about fees',
      dueDate: '2030-01-31',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({
      title: 'Call r2 first',
      note: 'Ask about fees',
      dueDate: '2030-01-31',
      status: { code: 'open' },
    });
    const invalid = await call('author', 'PUT', `/task/${task!.id}/edit`, { title: ' ', dueDate: '2030-02-30' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['dueDate', 'title']);
    expect((await call('r2', 'PUT', `/task/${task!.id}/edit`, { title: 'x' })).status).toBe(404);
    // An admin edits any task (-any) and clears the date.
    const byAdmin = await call('admin', 'PUT', `/task/${task!.id}/edit`, { title: 'Checked by an admin', dueDate: null });
    expect(byAdmin.body.result).toMatchObject({ title: 'Checked by an admin', note: null, dueDate: null });

    // Sort and paging: by due date (none last) or newest first.
    const other = await w.job('active', 'author', { title: 'Second' });
    expect((await call('r3', 'POST', `/job/${other}/job-recruiter/request`, { comment: '<p>Me too</p>' })).status).toBe(200);
    const byDue = await tasks('author', { sort: 'due' });
    expect(byDue.map((t) => t.id)[1]).toBe(task!.id);
    const newest = await tasks('author', { sort: 'created' });
    expect(newest.map((t) => t.id)[1]).toBe(task!.id);
    const page = await call('author', 'POST', '/task/list', { pageSize: 1, page: 1, sort: 'due' });
    expect(page.body.result.total).toBe(2);
    expect(page.body.result.items.map((t: TaskItem) => t.id)).toEqual([task!.id]);
    const bad = await call('author', 'POST', '/task/list', { status: 'later', sort: 'x', pageSize: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['pageSize', 'sort', 'status']);

    // A cancelled vacancy ends what waited on it.
    const cancelled = await call('author', 'PUT', `/job/${other}/cancel`, { cancelReason: 'other', comment: 'Filled' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await tasks('author')).map((t) => t.id)).toEqual([task!.id]);
    expect(await openTasks('author')).toBe(1);
  });
});

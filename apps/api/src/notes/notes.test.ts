import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateBody } from '../applications/testing';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';

describe.each(testDatabases)('notes on $name', ({ open }) => {
  let w: JobWorld;
  let job: number;
  let candidate: number;
  beforeAll(async () => {
    w = await jobWorld(await open());
    job = await w.job('active', 'author', { title: 'Head of Notes' });
    const created = await w.call('POST', '/api/candidate/create', { token: w.tokens.r1, body: candidateBody() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    candidate = created.body.result.id;
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });

  it('creates, edits and lists notes on a vacancy, a candidate and a user, for the author’s organisation only', async () => {
    const onJob = await call('author', 'POST', '/note/create', { content: 'Budget approved by the board.', type: 'job', linkedId: job });
    expect(onJob.status, JSON.stringify(onJob.body)).toBe(200);
    expect(onJob.body.result).toMatchObject({
      content: 'Budget approved by the board.',
      type: 'job',
      linkedId: job,
      job: { id: job },
      candidate: null,
      author: { id: w.ids.author, fullName: 'author Test' },
    });
    const onUser = await call('author', 'POST', '/note/create', { content: '  ', type: 'user', linkedId: w.ids.r1 });
    // No field is required: an empty text is stored as null.
    expect(onUser.body.result).toMatchObject({ content: null, user: { id: w.ids.r1 } });
    const onCandidate = await call('r1', 'POST', '/note/create', {
      content: 'Open to a move in spring.',
      type: 'candidate',
      linkedId: candidate,
    });
    expect(onCandidate.status, JSON.stringify(onCandidate.body)).toBe(200);

    // The colleague in the author's organisation reads the vacancy's notes; another company and the consultants do not.
    const list = await call('colleague', 'POST', '/note/list', { type: 'job', linkedId: job });
    expect(list.body.result.items.map((n: { id: number }) => n.id)).toEqual([onJob.body.result.id]);
    expect(list.body.result.total).toBe(1);
    const all = await call('manager', 'POST', '/note/list', {});
    expect(all.body.result.items.map((n: { id: number }) => n.id)).toEqual([onUser.body.result.id, onJob.body.result.id]);
    expect((await call('stranger', 'POST', '/note/list', {})).body.result.items).toEqual([]);
    expect((await call('r1', 'POST', '/note/list', {})).body.result.items.map((n: { id: number }) => n.id)).toEqual([
      onCandidate.body.result.id,
    ]);
    // r2 works at the same agency: they read r1's note; r3 (another agency) does not.
    expect((await call('r2', 'POST', '/note/list', {})).body.result.total).toBe(1);
    expect((await call('r3', 'POST', '/note/list', {})).body.result.total).toBe(0);
    expect((await call('admin', 'POST', '/note/list', {})).body.result.total).toBe(3);

    // Editing: the author and the organisation's manager (-own), admins (-any); a colleague reads but may not edit.
    const edited = await call('author', 'PUT', `/note/${onJob.body.result.id}/edit`, {
      id: onJob.body.result.id,
      content: 'Budget approved, start in May.',
      type: 'job',
      linkedId: job,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result.content).toBe('Budget approved, start in May.');
    const byManager = await call('manager', 'PUT', `/note/${onJob.body.result.id}/edit`, {
      content: 'By the manager',
      type: 'job',
      linkedId: job,
    });
    expect(byManager.status).toBe(200);
    expect(
      (await call('colleague', 'PUT', `/note/${onJob.body.result.id}/edit`, { content: 'x', type: 'job', linkedId: job })).status,
    ).toBe(403);
    // Outside the organisation the note does not exist.
    expect((await call('stranger', 'PUT', `/note/${onJob.body.result.id}/edit`, { content: 'x', type: 'job', linkedId: job })).status).toBe(
      404,
    );
    expect(
      (await call('admin', 'PUT', `/note/${onJob.body.result.id}/edit`, { content: 'By an admin', type: 'job', linkedId: job })).status,
    ).toBe(200);
    // A note stays on its record; the id in the body must be the address's.
    const moved = await call('author', 'PUT', `/note/${onJob.body.result.id}/edit`, { content: 'x', type: 'user', linkedId: w.ids.r1 });
    expect(moved.status).toBe(422);
    expect(Object.keys(moved.body.errors)).toEqual(['linkedId']);
    const otherId = await call('author', 'PUT', `/note/${onJob.body.result.id}/edit`, {
      id: 999,
      content: 'x',
      type: 'job',
      linkedId: job,
    });
    expect(otherId.body.errors).toHaveProperty('id');
    expect((await call('author', 'PUT', '/note/999999/edit', { content: 'x', type: 'job', linkedId: job })).status).toBe(404);
    const [row] = await w.db.query<{ content: string }>('SELECT content FROM notes WHERE id = $1', [onJob.body.result.id]);
    expect(row!.content).toBe('By an admin');
  });

  it('refuses notes on records the author may not see, and invalid payloads with field errors', async () => {
    const draft = await w.job('draft', 'author');
    // A consultant does not see a draft of another company; the stranger does not see the vacancy at all.
    expect((await call('r3', 'POST', '/note/create', { content: 'x', type: 'job', linkedId: draft })).status).toBe(404);
    expect((await call('stranger', 'POST', '/note/create', { content: 'x', type: 'candidate', linkedId: candidate })).status).toBe(404);
    expect((await call('author', 'POST', '/note/create', { content: 'x', type: 'user', linkedId: 987654 })).status).toBe(404);
    expect((await call('stranger', 'POST', '/note/list', { type: 'job', linkedId: job })).body.result).toEqual({ items: [], total: 0 });
    const invalid = await call('author', 'POST', '/note/create', { content: 5, type: 'vacancy' }, 'de');
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['content', 'linkedId', 'type']);
    expect(invalid.body.message).toBeTruthy();
    expect((await w.call('POST', '/api/note/create', { body: { type: 'job', linkedId: job } })).status).toBe(401);
    const before = await w.db.query('SELECT count(*) AS n FROM notes');
    expect((await call('r3', 'POST', '/note/create', { content: 'x', type: 'job', linkedId: draft })).status).toBe(404);
    expect(await w.db.query('SELECT count(*) AS n FROM notes')).toEqual(before);
  });
});

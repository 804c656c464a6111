import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobWorld, type JobWorld } from '../jobs/testWorld';
import { testDatabases } from '../testing/databases';
import { statusLogOf } from '../workflow/statusLog';

describe.each(testDatabases)('testimonials on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const call = (who: string, method: string, path: string, body?: unknown, locale?: string) =>
    w.call(method, `/api${path}`, { token: w.tokens[who], body, locale });
  const relate = async (job: number, who: string, status: string) => {
    const [row] = await w.db.query<{ id: string }>(
      'INSERT INTO job_recruiters (job_id, recruiter_id, status) VALUES ($1, $2, $3) RETURNING id',
      [job, w.ids[who], status],
    );
    return Number(row!.id);
  };
  const ids = (response: { body: { result: { items: { id: number }[] } } }) => response.body.result.items.map((t) => t.id);

  it('is requested by the consultant, written by the employer, accepted by the consultant and then public', async () => {
    const job = await w.job('active', 'author', { title: 'Head of Praise' });
    const relation = await relate(job, 'r1', 'accepted');
    // The request action exists on the relation (jobs/recruiters.ts) and mails the vacancy's author.
    const requested = await call('r1', 'PUT', `/job-recruiter/${relation}/request-testimonial`, {});
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.result.testimonialRequestDate).toBeTruthy();

    const created = await call('author', 'POST', `/user/${w.ids.r1}/testimonial/create`, { jobId: job, content: 'Fast and thorough.' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toMatchObject({
      content: 'Fast and thorough.',
      status: { code: 'pending' },
      recruiter: { id: w.ids.r1 },
      job: { id: job, title: 'Head of Praise' },
      author: { id: w.ids.author, organization: 'Helvetia Pharma AG' },
    });
    const id = created.body.result.id as number;
    const [mail] = await w.db.query<{ to_address: string; subject: string }>(
      "SELECT to_address, subject FROM mail_outbox WHERE kind = 'testimonial-created'",
    );
    expect(mail).toEqual({ to_address: 'r1@test.example', subject: 'New testimonial for the vacancy Head of Praise' });
    // One per consultant and vacancy.
    const twice = await call('author', 'POST', `/user/${w.ids.r1}/testimonial/create`, { jobId: job, content: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBeTruthy();

    // Pending: the consultant, the author and admins see it; others not.
    expect(ids(await call('r1', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([id]);
    expect(ids(await call('author', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([id]);
    expect(ids(await call('admin', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([id]);
    expect(ids(await call('stranger', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([]);
    expect(ids(await call('r2', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([]);

    // The author edits it; only the consultant (or an admin) decides.
    const edited = await call('author', 'PUT', `/testimonial/${id}/edit`, { content: 'Fast, thorough and discreet.' });
    expect(edited.body.result).toMatchObject({ content: 'Fast, thorough and discreet.', status: { code: 'pending' } });
    expect((await call('colleague', 'PUT', `/testimonial/${id}/edit`, { content: 'x' })).status).toBe(404);
    expect((await call('author', 'POST', `/testimonial/${id}/accept`)).status).toBe(403);
    expect((await call('r2', 'POST', `/testimonial/${id}/accept`)).status).toBe(404);
    const accepted = await call('r1', 'POST', `/testimonial/${id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.result.status.code).toBe('accepted');
    expect(accepted.body.result.decisionDate).toBeTruthy();
    // A second accept is a conflict in the spec's error shape, in the request's language, and logs nothing.
    const again = await call('r1', 'POST', `/testimonial/${id}/accept`, undefined, 'de');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Die Referenz ist bereits angenommen.');
    // The workflow logged the change (issue 12 point 1): who, from, to, in the same transaction.
    const [log, ...more] = await statusLogOf(w.db, 'testimonial', id);
    expect(more).toEqual([]);
    expect(log).toMatchObject({
      entityType: 'testimonial',
      entityId: id,
      jobId: null,
      action: 'accept',
      fromStatus: { code: 'pending' },
      status: { code: 'accepted' },
      actor: { id: w.ids.r1 },
      details: { jobId: job },
    });
    expect(Date.parse(log!.creationDate)).not.toBeNaN();
    // Nobody else decides: 403 for a signed-in user who may read it but is not its consultant.
    expect((await call('stranger', 'POST', `/testimonial/${id}/reject`)).status).toBe(403);
    // Its status log is its parties': a reader of the accepted testimonial gets 403.
    expect((await call('stranger', 'GET', `/testimonial/${id}/logs`)).status).toBe(403);
    // Accepted: everyone signed in reads it on the profile; the author may no longer change it.
    expect(ids(await call('stranger', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([id]);
    expect(ids(await call('r3', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([id]);
    expect((await call('author', 'PUT', `/testimonial/${id}/edit`, { content: 'x' })).status).toBe(409);
    expect((await call('stranger', 'DELETE', `/testimonial/${id}/delete`)).status).toBe(403);
    // The consultant changes their mind; an admin edits without asking again.
    expect((await call('r1', 'POST', `/testimonial/${id}/reject`)).body.result.status.code).toBe('rejected');
    expect((await call('r1', 'POST', `/testimonial/${id}/reject`)).status).toBe(409);
    expect((await statusLogOf(w.db, 'testimonial', id)).map((l) => [l.action, l.fromStatus?.code, l.status.code])).toEqual([
      ['accept', 'pending', 'accepted'],
      ['reject', 'accepted', 'rejected'],
    ]);
    // The author's edit asks the consultant again: pending, logged.
    const resubmitted = await call('author', 'PUT', `/testimonial/${id}/edit`, { content: 'Fast, thorough, discreet and kind.' });
    expect(resubmitted.body.result.status.code).toBe('pending');
    expect((await statusLogOf(w.db, 'testimonial', id)).at(-1)).toMatchObject({
      action: 'edit',
      fromStatus: { code: 'rejected' },
      status: { code: 'pending' },
      actor: { id: w.ids.author },
    });
    expect((await call('r1', 'POST', `/testimonial/${id}/reject`)).status).toBe(200);
    expect((await statusLogOf(w.db, 'testimonial', id)).length).toBe(4);
    // The same trail over HTTP, for its consultant, its author and admins; 404 to whoever may not read it.
    for (const who of ['r1', 'author', 'admin'] as const) {
      const trail = await call(who, 'GET', `/testimonial/${id}/logs`);
      expect(trail.status, JSON.stringify(trail.body)).toBe(200);
      expect(trail.body.result.total).toBe(4);
      expect(trail.body.result.items.map((l: { action: string; status: { code: string } }) => [l.action, l.status.code])).toEqual([
        ['accept', 'accepted'],
        ['reject', 'rejected'],
        ['edit', 'pending'],
        ['reject', 'rejected'],
      ]);
    }
    expect((await call('stranger', 'GET', `/testimonial/${id}/logs`)).status).toBe(404);
    expect((await call('r1', 'GET', '/testimonial/987654/logs')).status).toBe(404);
    // Not in the vacancy's history: a testimonial is the consultant's.
    const history = await call('author', 'GET', `/job/${job}/history`);
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('"testimonial"');
    expect(ids(await call('stranger', 'GET', `/user/${w.ids.r1}/testimonial/list`))).toEqual([]);
    const byAdmin = await call('admin', 'PUT', `/testimonial/${id}/edit`, { content: 'Edited by an admin' });
    expect(byAdmin.body.result).toMatchObject({ content: 'Edited by an admin', status: { code: 'rejected' } });
    const deleted = await call('author', 'DELETE', `/testimonial/${id}/delete`);
    expect(deleted.status).toBe(200);
    expect((await call('author', 'DELETE', `/testimonial/${id}/delete`)).status).toBe(404);
    expect((await w.db.query('SELECT id FROM testimonials')).length).toBe(0);
  });

  it('is written only for a consultant accepted on an active or closed vacancy of the writer', async () => {
    const onHold = await w.job('on-hold', 'author');
    await relate(onHold, 'r2', 'accepted');
    const refused = await call('author', 'POST', `/user/${w.ids.r2}/testimonial/create`, { jobId: onHold, content: 'x' });
    expect(refused.status).toBe(409);
    const closed = await w.job('closed', 'author');
    await relate(closed, 'r3', 'requested');
    await relate(closed, 'r2', 'accepted');
    expect((await call('author', 'POST', `/user/${w.ids.r3}/testimonial/create`, { jobId: closed, content: 'x' })).status).toBe(409);
    // Another company's employer does not see the vacancy; a consultant may not write one.
    expect((await call('stranger', 'POST', `/user/${w.ids.r2}/testimonial/create`, { jobId: closed, content: 'x' })).status).toBe(404);
    expect((await call('r1', 'POST', `/user/${w.ids.r2}/testimonial/create`, { jobId: closed, content: 'x' })).status).toBe(403);
    expect((await call('author', 'POST', `/user/${w.ids.colleague}/testimonial/create`, { jobId: closed, content: 'x' })).status).toBe(422);
    expect((await call('author', 'POST', '/user/987654/testimonial/create', { jobId: closed, content: 'x' })).status).toBe(404);
    const invalid = await call('author', 'POST', `/user/${w.ids.r2}/testimonial/create`, { content: ' ' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['content', 'jobId']);
    expect((await w.db.query('SELECT id FROM testimonials')).length).toBe(0);
    // The admin writes one on the closed vacancy.
    expect((await call('admin', 'POST', `/user/${w.ids.r2}/testimonial/create`, { jobId: closed, content: 'Good work' })).status).toBe(200);
    expect((await call('admin', 'GET', '/user/987654/testimonial/list')).status).toBe(404);
  });
});

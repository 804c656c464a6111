/**
 * Interviews over HTTP (001 §7.5; issue 16 point 4) on both databases: schedule (the application
 * moves to interview through the workflow), move, cancel, list; who may (the vacancy's side schedules,
 * the consultant who submitted sees); the refusals (403 another company, 409 the state, 422 fields);
 * the consultant's mails through the outbox with the time in the interview's time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { assignRecruiter, candidateBody, createJob, openWorld, type World } from './testing';

describe.each(testDatabases)('interviews on $name', ({ open }) => {
  let w: World;
  let job: number;
  beforeAll(async () => {
    w = await openWorld(open);
    job = await createJob(w.db, { authorId: w.ids.e1!, organizationId: w.orgs.a!, positionCount: 2 });
    for (const r of ['alice', 'bob']) await assignRecruiter(w.db, job, w.ids[r]!);
  });
  afterAll(() => w.close());

  const as = (who: string, locale?: string) => ({
    post: (path: string, body: unknown = {}) => w.call('POST', `/api${path}`, { token: w.tokens[who], body, locale }),
    put: (path: string, body: unknown = {}) => w.call('PUT', `/api${path}`, { token: w.tokens[who], body, locale }),
    get: (path: string) => w.call('GET', `/api${path}`, { token: w.tokens[who], locale }),
  });
  const mails = (kind: string) =>
    w.db.query<{ to_address: string; subject: string; body_text: string }>(
      'SELECT to_address, subject, body_text FROM mail_outbox WHERE kind = $1 ORDER BY id',
      [kind],
    );
  let serial = 0;
  const submitted = async (by = 'alice') => {
    serial += 1;
    const candidate = await as(by).post(
      '/candidate/create',
      candidateBody({
        firstName: 'Iris',
        lastName: `Interview${serial}`,
        email: `iris${serial}@example.ch`,
        phone: null,
        dateOfBirth: null,
      }),
    );
    const created = await as(by).post('/application/create', { jobId: job, candidateId: candidate.body.result.id, consent: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.result.id as number;
  };

  it('schedules, moves and cancels an interview; the consultant sees it and gets the mails', async () => {
    const app = await submitted();
    const before = Number((await w.db.query<{ n: number }>('SELECT interviews_count AS n FROM users WHERE id = $1', [w.ids.alice]))[0]!.n);
    const created = await as('e1').post(`/application/${app}/interview/create`, {
      date: '2026-12-01T14:00:00+01:00',
      timeZone: 'Europe/Zurich',
      durationMinutes: 45,
      kind: 'video',
      videoLink: 'https://meet.example.com/iris',
      participants: 'Erika Employer, Hans HR',
      comment: 'Please bring references',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const interview = created.body.result;
    expect(interview).toMatchObject({
      applicationId: app,
      jobId: job,
      date: '2026-12-01T13:00:00.000Z',
      timeZone: 'Europe/Zurich',
      durationMinutes: 45,
      kind: 'video',
      videoLink: 'https://meet.example.com/iris',
      participants: 'Erika Employer, Hans HR',
      comment: 'Please bring references',
      status: { code: 'scheduled' },
      author: { id: w.ids.e1, fullName: 'Erika Employer' },
      candidate: { fullName: `Iris Interview${serial}` },
    });
    // The workflow moved the application and logged it; the counters went up.
    const viewed = (await as('alice').get(`/application/${app}/view`)).body.result;
    expect(viewed).toMatchObject({ status: { code: 'interview' }, interviewsCount: 1 });
    expect(viewed.logs.map((l: { action: string }) => l.action)).toEqual(['create', 'interview']);
    expect(Number((await w.db.query<{ n: number }>('SELECT interviews_count AS n FROM users WHERE id = $1', [w.ids.alice]))[0]!.n)).toBe(
      before + 1,
    );
    // The consultant's mail, with the time in Zurich.
    const [mail] = (await mails('interview-create')).filter((m) => m.body_text.includes(`Interview${serial}`));
    expect(mail).toMatchObject({ to_address: 'alice@x.example' });
    expect(mail!.body_text).toContain('14:00');
    expect(mail!.body_text).toContain('https://meet.example.com/iris');
    expect(mail!.body_text).toContain('Erika Employer, Hans HR');

    // The consultant and the employer see it; another company's employer and another agency do not.
    for (const who of ['alice', 'e1', 'admin']) {
      const listed = await as(who).post('/interview/list', { applicationId: app });
      expect(
        listed.body.result.items.map((i: { id: number }) => i.id),
        who,
      ).toEqual([interview.id]);
    }
    expect((await as('e2').post('/interview/list', { applicationId: app })).status).toBe(403);
    expect((await as('e2').post('/interview/list', { jobId: job })).body.result).toEqual({ items: [], total: 0 });
    expect((await as('bob').post('/interview/list', { jobId: job })).body.result.items.map((i: { id: number }) => i.id)).not.toContain(
      interview.id,
    );

    // Moved: the zone kept when not given.
    const moved = await as('e1').put(`/interview/${interview.id}/edit`, {
      date: '2026-12-02T09:30:00+01:00',
      kind: 'on-site',
      location: 'Basel HQ',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({
      date: '2026-12-02T08:30:00.000Z',
      timeZone: 'Europe/Zurich',
      kind: 'on-site',
      location: 'Basel HQ',
      videoLink: null,
      durationMinutes: 60,
    });
    const [movedMail] = (await mails('interview-edit')).filter((m) => m.body_text.includes(`Interview${serial}`));
    expect(movedMail!.body_text).toContain('09:30');
    expect(movedMail!.body_text).toContain('Basel HQ');

    // Cancelled: the counters go back, a second cancel or an edit is refused with 409.
    const cancelled = await as('e1', 'de').put(`/interview/${interview.id}/cancel`, { comment: 'Candidate ill' });
    expect(cancelled.body.result).toMatchObject({ status: { code: 'cancelled' }, cancelComment: 'Candidate ill' });
    expect(cancelled.body.result.cancellationDate).not.toBeNull();
    const again = await as('e1', 'de').put(`/interview/${interview.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dieses Interview wurde abgesagt.');
    expect((await as('e1').put(`/interview/${interview.id}/edit`, { date: '2026-12-03T09:00:00Z' })).status).toBe(409);
    expect((await as('alice').get(`/application/${app}/view`)).body.result.interviewsCount).toBe(0);
    const [cancelMail] = (await mails('interview-cancel')).filter((m) => m.body_text.includes(`Interview${serial}`));
    expect(cancelMail).toMatchObject({ to_address: 'alice@x.example' });
    expect(cancelMail!.body_text).toContain('Candidate ill');
    // The list by status.
    expect((await as('alice').post('/interview/list', { applicationId: app, status: 'scheduled' })).body.result.total).toBe(0);
    expect((await as('alice').post('/interview/list', { applicationId: app, status: 'cancelled' })).body.result.total).toBe(1);
  });

  it('refuses another company (403), the consultant (403), a closed application (409) and bad fields (422)', async () => {
    const app = await submitted('bob');
    const body = { date: '2026-12-05T10:00:00Z' };
    // Another company's employer: 403, and nothing written.
    const foreign = await as('e2').post(`/application/${app}/interview/create`, body);
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBeTypeOf('string');
    expect((await as('e1').get(`/application/${app}/view`)).body.result).toMatchObject({
      status: { code: 'proposed' },
      interviewsCount: 0,
    });
    // The consultant who submitted sees but does not schedule.
    expect((await as('bob').post(`/application/${app}/interview/create`, body)).status).toBe(403);
    // Unknown application and interview: 404.
    expect((await as('e1').post('/application/99999999/interview/create', body)).status).toBe(404);
    expect((await as('e1').put('/interview/99999999/edit', body)).status).toBe(404);

    // 422 with the domain's messages per field, in the request's language.
    const bad = await as('e1', 'de').post(`/application/${app}/interview/create`, {
      date: '2026-12-05 10:00',
      durationMinutes: 2,
      kind: 'video',
      timeZone: 'Mars/Olympus',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['date', 'durationMinutes', 'timeZone']);
    expect(bad.body.errors.date).toBe('Geben Sie ein gültiges Datum ein');
    const noLink = await as('e1').post(`/application/${app}/interview/create`, { ...body, kind: 'video', videoLink: 'ftp://x' });
    expect(noLink.status).toBe(422);
    expect(noLink.body.errors).toEqual({ videoLink: 'Enter a web address starting with https://' });
    const missingLink = await as('e1').post(`/application/${app}/interview/create`, { ...body, kind: 'video' });
    expect(missingLink.body.errors).toEqual({ videoLink: 'This field is required' });

    // Scheduled, then the candidate is rejected: moving is refused (409), cancelling still works.
    const interview = (await as('e1').post(`/application/${app}/interview/create`, body)).body.result;
    expect((await as('e2').put(`/interview/${interview.id}/edit`, body)).status).toBe(403);
    expect((await as('e2').put(`/interview/${interview.id}/cancel`, {})).status).toBe(403);
    expect((await as('bob').put(`/interview/${interview.id}/cancel`, {})).status).toBe(403);
    const rejected = await as('e1').put(`/application/${app}/reject`, { rejectReason: 'other', comment: 'Profile does not fit' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const closed = await as('e1').put(`/interview/${interview.id}/edit`, { date: '2026-12-06T10:00:00Z' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toContain('Candidate rejected');
    // A rejected application takes no new interview: the machine's 409.
    expect((await as('e1').post(`/application/${app}/interview/create`, body)).status).toBe(409);
    expect((await as('e1').put(`/interview/${interview.id}/cancel`, {})).status).toBe(200);
  });
});

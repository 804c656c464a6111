import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { assignRecruiter, candidateBody, createJob, hireBody, openWorld, type World } from './testing';
import { applicationTestHooks } from './application.service';

describe.each(testDatabases)('candidates and applications on $name', ({ open }) => {
  let w: World;
  let job: number;
  let jobB: number;
  beforeAll(async () => {
    w = await openWorld(open);
    job = await createJob(w.db, { authorId: w.ids.e1!, organizationId: w.orgs.a!, positionCount: 2 });
    jobB = await createJob(w.db, { title: 'Risk Officer', authorId: w.ids.e2!, organizationId: w.orgs.b! });
    for (const r of ['alice', 'bob', 'carl']) await assignRecruiter(w.db, job, w.ids[r]!);
    await assignRecruiter(w.db, jobB, w.ids.bob!);
  });
  afterAll(() => w.close());

  const as = (who: string) => ({
    get: (path: string) => w.call('GET', `/api${path}`, { token: w.tokens[who] }),
    post: (path: string, body: unknown = {}) => w.call('POST', `/api${path}`, { token: w.tokens[who], body }),
    put: (path: string, body: unknown = {}) => w.call('PUT', `/api${path}`, { token: w.tokens[who], body }),
    del: (path: string) => w.call('DELETE', `/api${path}`, { token: w.tokens[who] }),
  });
  const count = async (sql: string, params: unknown[] = []) => Number((await w.db.query<{ n: string }>(sql, params))[0]!.n);

  describe('candidates', () => {
    it('creates a candidate with its consent record, and views, edits, lists, clones and deletes it', async () => {
      const created = await as('alice').post(
        '/candidate/create',
        candidateBody({ firstName: 'Clara', lastName: 'Klon', email: 'clara@example.ch', phone: null }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const c = created.body.result;
      expect(c).toMatchObject({
        firstName: 'Clara',
        fullName: 'Clara Klon',
        country: { code: 'CH' },
        status: { code: 'active' },
        owner: { id: w.ids.alice },
        consent: { document: 'candidate-privacy-notice', locale: 'en', recordedBy: { id: w.ids.alice } },
      });
      expect(Date.parse(c.consent.creationDate)).not.toBeNaN();

      expect((await as('bob').get(`/candidate/${c.id}/view`)).status).toBe(404);
      expect((await as('alice').get(`/candidate/${c.id}/view`)).body.result.id).toBe(c.id);
      const edited = await as('alice').put(`/candidate/${c.id}/edit`, { city: 'Bern', email: 'CLARA.k@example.ch' });
      expect(edited.body.result).toMatchObject({ city: 'Bern', email: 'CLARA.k@example.ch', firstName: 'Clara' });
      expect((await w.db.query<{ email_key: string }>('SELECT email_key FROM candidates WHERE id = $1', [c.id]))[0]!.email_key).toBe(
        'clara.k@example.ch',
      );
      expect((await as('bob').put(`/candidate/${c.id}/edit`, { city: 'Basel' })).status).toBe(404);
      expect((await as('alice').put(`/candidate/${c.id}/edit`, { firstName: '' })).body.errors).toHaveProperty('firstName');

      const listed = await as('alice').post('/candidate/list', { search: 'clar', status: ['active'], page: 0, pageSize: 10 });
      expect(listed.body.result.items.map((i: { id: number }) => i.id)).toContain(c.id);
      expect((await as('bob').post('/candidate/list', { search: 'clar' })).body.result).toEqual({ items: [], total: 0 });
      expect((await as('e1').post('/candidate/list', {})).status).toBe(403);

      const clone = await as('alice').post(`/candidate/${c.id}/clone`);
      expect(clone.body.result).toMatchObject({
        fullName: 'Clara Klon',
        clonedFrom: c.id,
        consent: { document: 'candidate-privacy-notice' },
      });
      expect(clone.body.result.id).not.toBe(c.id);

      const consent = await as('alice').post(`/candidate/${c.id}/consent`, { document: 'candidate-privacy-notice-v2', locale: 'de' });
      expect(consent.body.result.consent).toMatchObject({ document: 'candidate-privacy-notice-v2', locale: 'de' });
      expect((await as('alice').get(`/candidate/${c.id}/consent`)).body.result.total).toBe(2);

      const deleted = await as('alice').del(`/candidate/${clone.body.result.id}/delete`);
      expect(deleted.body.result.status.code).toBe('deleted');
      expect((await as('alice').del(`/candidate/${clone.body.result.id}/delete`)).status).toBe(409);
      expect((await as('alice').post('/candidate/list', { search: 'clar', status: ['deleted'] })).body.result.total).toBe(1);
    });

    it('validates candidate input with the domain schema (EN and DE messages)', async () => {
      const bad = await as('alice').post('/candidate/create', { firstName: 'A', lastName: 'B', email: 'nope', dateOfBirth: '1990-02-30' });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toEqual({ email: expect.any(String), dateOfBirth: expect.any(String) });
      const de = await w.call('POST', '/api/candidate/create', { token: w.tokens.alice, body: {}, locale: 'de' });
      expect(de.body.message).toBe('Bitte prüfen Sie die markierten Felder.');
      expect((await as('e1').post('/candidate/create', candidateBody())).status).toBe(403);
      expect((await w.call('POST', '/api/candidate/create', { body: candidateBody() })).status).toBe(401);
    });
  });

  describe('application create', () => {
    let anna: number;
    let annaApp: number;
    beforeAll(async () => {
      anna = (await as('alice').post('/candidate/create', candidateBody())).body.result.id;
    });

    it('needs the consent record, an accepted consultant, an active vacancy accepting candidates', async () => {
      const noConsent = (
        await as('alice').post(
          '/candidate/create',
          candidateBody({ email: 'nc@example.ch', phone: null, dateOfBirth: null, consent: null }),
        )
      ).body.result.id;
      const refused = await as('alice').post('/application/create', { jobId: job, candidateId: noConsent, consent: true });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toHaveProperty('consent');
      expect((await as('alice').post('/application/create', { jobId: job, candidateId: anna, consent: false })).body.errors).toHaveProperty(
        'consent',
      );

      const pending = await createJob(w.db, { authorId: w.ids.e1!, organizationId: w.orgs.a! });
      await assignRecruiter(w.db, pending, w.ids.alice!, 'invited');
      const notAccepted = await as('alice').post('/application/create', { jobId: pending, candidateId: anna, consent: true });
      expect(notAccepted).toMatchObject({ status: 409, body: { message: 'The search consultant is not accepted on this vacancy.' } });
      await assignRecruiter(w.db, pending, w.ids.alice!, 'accepted');
      await w.db.query('UPDATE jobs SET accepting_candidates = false WHERE id = $1', [pending]);
      expect((await as('alice').post('/application/create', { jobId: pending, candidateId: anna, consent: true })).body.message).toBe(
        'The vacancy does not accept candidates at the moment.',
      );
      await w.db.query("UPDATE jobs SET status = 'on-hold' WHERE id = $1", [pending]);
      const de = await w.call('POST', '/api/application/create', {
        token: w.tokens.alice,
        locale: 'de',
        body: { jobId: pending, candidateId: anna, consent: true },
      });
      expect(de).toMatchObject({ status: 409, body: { message: 'Die Stelle ist nicht aktiv.' } });
      expect((await as('e1').post('/application/create', { jobId: job, candidateId: anna, consent: true })).status).toBe(403);
      expect((await as('bob').post('/application/create', { jobId: job, candidateId: anna, consent: true })).body.errors).toHaveProperty(
        'candidateId',
      );
      expect(
        (await as('alice').post('/application/create', { jobId: 999999, candidateId: anna, consent: true })).body.errors,
      ).toHaveProperty('jobId');
    });

    it('creates the application in one transaction with its log row, counter and mail to the employer', async () => {
      const mails = await count("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'application-create'");
      const created = await as('alice').post('/application/create', {
        jobId: job,
        candidateId: anna,
        consent: true,
        comment: 'Strong fit',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      annaApp = created.body.result.id;
      expect(created.body.result).toMatchObject({
        status: { code: 'proposed', label: 'Not selected for an interview yet' },
        job: { id: job },
        candidate: { id: anna, fullName: 'Anna Muster' },
        recruiter: { id: w.ids.alice, organization: { name: 'Xray Search' } },
        comment: 'Strong fit',
        logs: [{ action: 'create', status: { code: 'proposed' }, fromStatus: null, actor: { id: w.ids.alice } }],
        actions: ['withdraw'],
      });
      expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'application-create'")).toBe(mails + 1);
      expect(await count('SELECT candidates_count AS n FROM jobs WHERE id = $1', [job])).toBe(1);
      expect((await as('alice').post('/application/create', { jobId: job, candidateId: anna, consent: true })).status).toBe(409);

      const employerView = await as('e1').get(`/application/${annaApp}/view`);
      expect(employerView.body.result.actions).toEqual(['interview', 'review', 'line-review', 'offer', 'hire', 'backup', 'reject']);
      expect((await as('bob').get(`/application/${annaApp}/view`)).status).toBe(404);
      expect((await as('e2').get(`/application/${annaApp}/view`)).status).toBe(404);
      // The employer may now see the candidate submitted to their vacancy.
      expect((await as('e1').get(`/candidate/${anna}/view`)).status).toBe(200);
    });

    it('lists applications by who may see them, with filters, sort and paging', async () => {
      const mine = await as('alice').post('/application/list', {});
      expect(mine.body.result.items.map((i: { id: number }) => i.id)).toEqual([annaApp]);
      expect((await as('e1').post('/application/list', { jobId: job, status: ['proposed'] })).body.result.total).toBe(1);
      expect((await as('e1').post('/application/list', { status: ['recruited'] })).body.result.total).toBe(0);
      expect((await as('e1').post('/application/list', { search: 'muster' })).body.result.total).toBe(1);
      expect((await as('e2').post('/application/list', {})).body.result.total).toBe(0);
      expect((await as('bob').post('/application/list', {})).body.result.total).toBe(0);
      expect((await as('admin').post('/application/list', { sortBy: 'candidate', sortOrder: 'asc' })).body.result.total).toBe(1);
      expect((await as('e1').post('/application/list', { status: ['hired'] })).status).toBe(422);
    });

    it('refuses the second agency’s submission of the same person with 409 naming the owner, and lets the employer resolve it', async () => {
      // Same person, entered by another agency with a differently spelt phone number and e-mail.
      const twin = (
        await as('bob').post(
          '/candidate/create',
          candidateBody({ email: 'anna.m@other.example', phone: '079 123 45 67', firstName: 'ANNA' }),
        )
      ).body.result.id;
      const refused = await as('bob').post('/application/create', { jobId: job, candidateId: twin, consent: true });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(
        /^This candidate was already submitted to this employer by Alice Adams \(Xray Search\) on \d\d\/\d\d\/\d{4}\. The ownership lasts until \d\d\/\d\d\/\d{4}\.$/,
      );
      expect(await count('SELECT count(*) AS n FROM applications WHERE candidate_id = $1', [twin])).toBe(0);
      // A colleague at the owning agency is not refused; another employer is not concerned.
      const again = await as('bob').post('/application/create', { jobId: job, candidateId: twin, consent: true });
      expect(again.status).toBe(409);
      expect((await as('bob').post('/application/create', { jobId: jobB, candidateId: twin, consent: true })).status).toBe(200);

      const match = await as('bob').post('/application/match', { jobId: job, candidate: { id: twin } });
      expect(match.body.result).toMatchObject({
        application: null,
        ownedBy: { recruiter: { id: w.ids.alice }, matchedKeys: ['phone', 'nameBirth'] },
      });

      const conflicts = await as('e1').post('/candidate-ownership/conflict/list', {});
      expect(conflicts.body.result.items).toHaveLength(1);
      const conflict = conflicts.body.result.items[0];
      expect(conflict).toMatchObject({
        job: { id: job },
        candidate: { id: twin },
        claimant: { id: w.ids.bob, organization: { name: 'Yankee Headhunters' } },
        owner: { recruiter: { id: w.ids.alice }, organization: { name: 'Xray Search' } },
        matchedKeys: ['phone', 'nameBirth'],
        attempts: 2,
        status: { code: 'open' },
      });
      expect((await as('e2').post('/candidate-ownership/conflict/list', {})).body.result.items).toHaveLength(0);
      expect((await as('bob').put(`/candidate-ownership/conflict/${conflict.id}/resolve`, { resolution: 'allow-submission' })).status).toBe(
        403,
      );
      const resolved = await as('e1').put(`/candidate-ownership/conflict/${conflict.id}/resolve`, {
        resolution: 'allow-submission',
        comment: 'Both may try',
      });
      expect(resolved.body.result.status.code).toBe('allow-submission');
      expect((await as('e1').put(`/candidate-ownership/conflict/${conflict.id}/resolve`, { resolution: 'keep-owner' })).status).toBe(409);
      const allowed = await as('bob').post('/application/create', { jobId: job, candidateId: twin, consent: true });
      expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    });

    it('lists the vacancy’s applications that duplicate a separate submission of the same person, to the employer side only', async () => {
      // After the previous test the vacancy holds Alice's Anna and Bob's twin (allowed by the employer).
      const answer = await as('e1').post(`/job/${job}/application/duplicates`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const items = answer.body.result.items as {
        application: { id: number; recruiter: { id: number } };
        duplicates: { id: number; recruiter: { id: number }; matchedBy: string[]; job: { id: number } }[];
      }[];
      expect(answer.body.result.total).toBe(items.length);
      const byRecruiter = (id: number) => items.find((i) => i.application.recruiter.id === id);
      const alices = byRecruiter(w.ids.alice!);
      const bobs = byRecruiter(w.ids.bob!);
      expect(alices?.duplicates.map((d) => d.recruiter.id)).toContain(w.ids.bob);
      expect(bobs?.duplicates.find((d) => d.id === alices!.application.id)).toMatchObject({
        job: { id: job },
        matchedBy: ['phone', 'nameBirth'],
      });
      // Carl's candidates are other people: none of his applications is listed.
      expect(byRecruiter(w.ids.carl!)).toBeUndefined();
      expect((await as('bob').post(`/job/${job}/application/duplicates`)).status).toBe(403);
      expect((await as('e2').post(`/job/${job}/application/duplicates`)).status).toBe(403);
      expect((await as('admin').post(`/job/${job}/application/duplicates`)).status).toBe(200);
      expect((await as('e1').post('/job/99999999/application/duplicates')).status).toBe(404);
    });

    it('keeps the ownership window as an employer setting (default 12 months, 0 switches the rule off)', async () => {
      expect((await as('e1').get('/candidate-ownership/settings')).body.result).toMatchObject({ months: 12, defaultMonths: 12 });
      expect((await as('e1').put('/candidate-ownership/settings', { months: 6 })).status).toBe(403); // not a manager
      await w.db.query('INSERT INTO organization_managers (user_id, organization_id) VALUES ($1, $2)', [w.ids.e1, w.orgs.a]);
      // Sessions load managed organisations per request: the same token now manages.
      expect((await as('e1').put('/candidate-ownership/settings', { months: 61 })).status).toBe(422);
      expect((await as('e1').put('/candidate-ownership/settings', { months: 0 })).body.result.months).toBe(0);
      const other = (await as('dora').post('/candidate/create', candidateBody({ email: 'anna.muster@example.ch' }))).body.result.id;
      await assignRecruiter(w.db, job, w.ids.dora!);
      expect((await as('dora').post('/application/create', { jobId: job, candidateId: other, consent: true })).status).toBe(200);
      expect((await as('admin').put(`/candidate-ownership/settings?organizationId=${w.orgs.a}`, { months: 12 })).body.result.months).toBe(
        12,
      );
    });
  });

  describe('hire', () => {
    let app: number;
    let job2: number;
    beforeAll(async () => {
      job2 = await createJob(w.db, {
        title: 'CFO',
        authorId: w.ids.e1!,
        organizationId: w.orgs.a!,
        positionCount: 1,
        successFeePercentage: 22.5,
      });
      await assignRecruiter(w.db, job2, w.ids.carl!);
      const cand = (
        await as('carl').post(
          '/candidate/create',
          candidateBody({ firstName: 'Hugo', lastName: 'Hire', email: 'hugo@example.ch', phone: null }),
        )
      ).body.result.id;
      app = (await as('carl').post('/application/create', { jobId: job2, candidateId: cand, consent: true })).body.result.id;
      expect((await as('e1').put(`/application/${app}/offer`, { comment: 'Offer sent' })).status).toBe(200);
    });

    const snapshot = async () => {
      const tables = ['placements', 'recruiter_ratings', 'status_logs', 'mail_outbox', 'user_history'];
      const counts = await Promise.all(tables.map((t) => count(`SELECT count(*) AS n FROM ${t}`)));
      const [a] = await w.db.query<{ status: string }>('SELECT status FROM applications WHERE id = $1', [app]);
      const [j] = await w.db.query<{ status: string; placement_count: number; recruited_candidates: number }>(
        'SELECT status, placement_count, recruited_candidates FROM jobs WHERE id = $1',
        [job2],
      );
      const [u] = await w.db.query<{ placements_count: number; rating: string }>(
        'SELECT placements_count, rating FROM users WHERE id = $1',
        [w.ids.carl],
      );
      return { counts, application: a, job: j, user: u };
    };

    it('leaves nothing behind when the hire fails after its first write', async () => {
      const before = await snapshot();
      applicationTestHooks.afterHireFirstWrite = async (tx) => {
        // The placement is written: prove it, then fail as a killed process would.
        expect(await tx.query('SELECT 1 FROM placements WHERE application_id = $1', [app])).toHaveLength(1);
        throw new Error('killed in the middle of the hire');
      };
      try {
        const failed = await as('e1').put(`/application/${app}/hire`, hireBody({ ratings: [{ user: { id: w.ids.carl }, rating: 4.5 }] }));
        expect(failed.status).toBe(500);
      } finally {
        delete applicationTestHooks.afterHireFirstWrite;
      }
      expect(await snapshot()).toEqual(before);
    });

    it('hires: placement with the fee from domain, ratings, statistics, log rows, mail; the vacancy closes when filled', async () => {
      expect((await as('e1').put(`/application/${app}/hire`, hireBody({ offerDate: '2999-01-01' }))).body.errors).toHaveProperty(
        'offerDate',
      );
      expect(
        (await as('e1').put(`/application/${app}/hire`, hireBody({ ratings: [{ user: { id: w.ids.bob }, rating: 3 }] }))).body.errors,
      ).toHaveProperty('ratings.0.user.id');
      const hired = await as('e1').put(`/application/${app}/hire`, hireBody({ ratings: [{ user: { id: w.ids.carl }, rating: 4.5 }] }));
      expect(hired.status, JSON.stringify(hired.body)).toBe(200);
      const result = hired.body.result;
      expect(result.status.code).toBe('recruited');
      expect(result.placement).toMatchObject({
        totalPackage: 123_457,
        recruitmentFee: Math.floor((123_457 * 22.5) / 100),
        feePercentage: 22.5,
      });
      expect(result.placement.recruitmentFee).toBe(27_777);
      expect(result.logs.map((l: { status: { code: string } }) => l.status.code)).toEqual(['proposed', 'offer-made', 'recruited']);
      const [j] = await w.db.query<{ status: string; placement_count: number }>('SELECT status, placement_count FROM jobs WHERE id = $1', [
        job2,
      ]);
      expect(j).toEqual({ status: 'closed', placement_count: 1 });
      expect(
        await count("SELECT count(*) AS n FROM status_logs WHERE entity_type = 'job' AND entity_id = $1 AND to_status = 'closed'", [job2]),
      ).toBe(1);
      expect(await count("SELECT count(*) AS n FROM recruiter_ratings WHERE application_id = $1 AND context = 'hire'", [app])).toBe(1);
      const [u] = await w.db.query<{ placements_count: number; rating: string }>(
        'SELECT placements_count, rating FROM users WHERE id = $1',
        [w.ids.carl],
      );
      expect({ placements: u!.placements_count, rating: Number(u!.rating) }).toEqual({ placements: 1, rating: 4.5 });
      expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'application-hire' AND to_address = 'carl@x.example'")).toBe(
        1,
      );
      // A second hire of the same application is refused by the machine.
      expect((await as('e1').put(`/application/${app}/hire`, hireBody())).status).toBe(409);

      // Placement edit recomputes the fee; revert returns the application to offer-made.
      const placementId = result.placement.id;
      const edit = await as('e1').put(`/placement/${placementId}/edit`, {
        ...hireBody({ totalPackage: 200_000 }),
        jobId: job2,
        feePercentage: 25,
        revenueSplit: 'standard-25',
        isGuaranteeCase: true,
      });
      expect(edit.body.result).toMatchObject({ totalPackage: 200_000, recruitmentFee: 50_000, feePercentage: 25, isGuaranteeCase: true });
      expect((await as('carl').put(`/placement/${placementId}/edit`, { ...hireBody(), jobId: job2 })).status).toBe(403);
      // Reverting a placement is an admin's (placement-revert is no employer permission in domain).
      expect((await as('e1').del(`/placement/${placementId}/revert`)).status).toBe(403);
      const reverted = await as('admin').del(`/placement/${placementId}/revert`);
      expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
      expect(reverted.body.result).toMatchObject({ status: { code: 'offer-made' }, placement: null });
      expect((await as('admin').del(`/placement/${placementId}/revert`)).status).toBe(409);
      const placementLogs = await as('e1').get(`/placement/${placementId}/logs`);
      expect(placementLogs.body.result.items.map((l: { action: string }) => l.action)).toEqual(['create', 'edit', 'revert']);
      const [after] = await w.db.query<{ placement_count: number }>('SELECT placement_count FROM jobs WHERE id = $1', [job2]);
      expect(after!.placement_count).toBe(0);
    });
  });

  describe('feedback and interviews', () => {
    it('keeps employer feedback and interviews with their counts', async () => {
      const cand = (
        await as('alice').post(
          '/candidate/create',
          candidateBody({ firstName: 'Ines', lastName: 'Interview', email: 'ines@example.ch', phone: null }),
        )
      ).body.result.id;
      const app = (await as('alice').post('/application/create', { jobId: job, candidateId: cand, consent: true })).body.result.id;
      const fb = await as('e1').post(`/application/${app}/feedback/create`, { feedback: 'Convincing', assessmentLevel: 'high' });
      expect(fb.body.result).toMatchObject({ feedback: 'Convincing', assessmentLevel: 'high', author: { id: w.ids.e1 } });
      expect((await as('e1').post(`/application/${app}/feedback/create`, { feedback: '' })).body.errors).toHaveProperty('feedback');
      const edited = await as('e1').put(`/application/${app}/feedback/${fb.body.result.id}/edit`, { feedback: 'Very convincing' });
      expect(edited.body.result.feedback).toBe('Very convincing');
      expect((await as('e1').get(`/application/${app}/feedback/list`)).body.result.total).toBe(1);
      expect((await as('alice').post(`/application/${app}/feedback/create`, { feedback: 'x' })).status).toBe(403);
      expect((await as('e1').get(`/application/${app}/view`)).body.result.feedback.feedback).toBe('Very convincing');

      const interviewsBefore = await count('SELECT interviews_count AS n FROM users WHERE id = $1', [w.ids.alice]);
      const iv = await as('e1').post(`/application/${app}/interview/create`, { date: '2026-12-01T14:00:00Z', location: 'Basel' });
      expect(iv.status, JSON.stringify(iv.body)).toBe(200);
      expect(iv.body.result).toMatchObject({ applicationId: app, date: '2026-12-01T14:00:00.000Z', status: { code: 'scheduled' } });
      expect((await as('alice').get(`/application/${app}/view`)).body.result).toMatchObject({
        status: { code: 'interview' },
        interviewsCount: 1,
      });
      expect(await count('SELECT interviews_count AS n FROM users WHERE id = $1', [w.ids.alice])).toBe(interviewsBefore + 1);
      expect((await as('alice').post('/interview/list', { applicationId: app })).body.result.total).toBe(1);
      const moved = await as('e1').put(`/interview/${iv.body.result.id}/edit`, { date: '2026-12-02T09:30:00+01:00' });
      expect(moved.body.result.date).toBe('2026-12-02T08:30:00.000Z');
      const cancelled = await as('e1').put(`/interview/${iv.body.result.id}/cancel`, { comment: 'Ill' });
      expect(cancelled.body.result.status.code).toBe('cancelled');
      expect((await as('e1').put(`/interview/${iv.body.result.id}/cancel`, {})).status).toBe(409);
      expect(await count('SELECT interviews_count AS n FROM users WHERE id = $1', [w.ids.alice])).toBe(interviewsBefore);
      expect(await count("SELECT count(*) AS n FROM mail_outbox WHERE kind LIKE 'interview-%' AND to_address = 'alice@x.example'")).toBe(3);

      // Rating and the consultant's edit.
      expect((await as('e1').put(`/application/${app}/rating/edit`, { rating: 3.5 })).body.result.rating).toBe(3.5);
      expect((await as('e1').put(`/application/${app}/rating/edit`, { rating: 3.3 })).status).toBe(422);
      expect((await as('alice').put(`/application/${app}/edit`, { comment: 'Updated CV' })).body.result.comment).toBe('Updated CV');
      expect((await as('e1').put(`/application/${app}/edit`, { comment: 'x' })).status).toBe(403);
      const logs = await as('alice').get(`/application/${app}/logs`);
      expect(logs.body.result.items.map((l: { action: string }) => l.action)).toEqual(['create', 'interview']);
    });
  });
});

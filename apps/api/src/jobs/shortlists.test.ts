import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../auth/tokens';
import { testDatabases } from '../testing/databases';
import { createUser } from '../testing/fixtures';
import { jobWorld, type JobWorld } from './testWorld';

// Shortlists (001 §2.2, §7.3): the employer sends a vacancy's candidates to a line manager, who
// reads them (facts, documents, reviews) and reviews each; the print pages' data; who is refused.
describe.each(testDatabases)('shortlists on $name', ({ open }) => {
  let w: JobWorld;
  let job: number;
  let other: number;
  const apps: Record<string, number> = {};
  let shortlist: number;

  const as = (who: string) => ({ token: w.tokens[who] });

  /** A candidate of consultant r1 on `jobId` in `status`, written directly. */
  async function application(jobId: number, name: string, status: string): Promise<number> {
    const [first, last] = name.split(' ');
    const [c] = await w.db.query<{ id: string }>(
      'INSERT INTO candidates (owner_id, organization_id, first_name, last_name, position, city, country_code) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id',
      [w.ids.r1, w.orgs.x, first, last, `Position of ${first}`, 'Basel', 'CH'],
    );
    const [a] = await w.db.query<{ id: string }>(
      `INSERT INTO applications (job_id, candidate_id, recruiter_id, company_organization_id, agency_organization_id, status, comment)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [jobId, c!.id, w.ids.r1, w.orgs.company, w.orgs.x, status, `<p>Why ${first}</p>`],
    );
    await w.db.query('UPDATE jobs SET candidates_count = candidates_count + 1 WHERE id = $1', [jobId]);
    return Number(a!.id);
  }

  beforeAll(async () => {
    w = await jobWorld(await open());
    job = await w.job('active', 'author', { title: 'Head of Quality' });
    other = await w.job('active', 'author', { title: 'Chemist' });
    apps.anna = await application(job, 'Anna Zeller', 'line-manager-review');
    apps.ben = await application(job, 'Ben Adler', 'in-review');
    apps.cleo = await application(job, 'Cleo Rüegg', 'rejected');
    apps.foreign = await application(other, 'Dora Frei', 'proposed');
    // A second line manager of the company, to whom nothing is sent.
    w.ids.lineManager2 = await createUser(w.db, { username: 'lm2@test.example', roles: ['line-manager'], organizationId: w.orgs.company });
    w.tokens.lineManager2 = (await startSession(w.db, w.ids.lineManager2)).token;
  }, 240_000);
  afterAll(async () => w.close());

  it('sends a shortlist and answers it with its candidates to the sender and the reviewer', async () => {
    const made = await w.call('POST', `/api/job/${job}/shortlist/create`, {
      ...as('author'),
      body: {
        title: 'Quality leads',
        comment: 'Please review by Friday',
        applications: [apps.anna, apps.ben],
        recipients: [w.ids.lineManager],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    shortlist = made.body.result.id;
    expect(made.body.result).toMatchObject({
      job: { id: job, title: 'Head of Quality', status: { code: 'active' } },
      title: 'Quality leads',
      recipients: [w.ids.lineManager],
      createdBy: { id: w.ids.author, fullName: 'author Test' },
      canReview: false,
    });
    const viewed = await w.call('GET', `/api/job/shortlist/${shortlist}/view`, as('lineManager'));
    expect(viewed.status).toBe(200);
    expect(viewed.body.result.canReview).toBe(true);
    // By candidate name: Ben Adler before Anna Zeller.
    expect(viewed.body.result.candidates.map((c: { candidate: { fullName: string } }) => c.candidate.fullName)).toEqual([
      'Ben Adler',
      'Anna Zeller',
    ]);
    expect(viewed.body.result.candidates[1]).toMatchObject({
      application: { id: apps.anna, status: { code: 'line-manager-review' }, comment: '<p>Why Anna</p>' },
      candidate: { position: 'Position of Anna', city: 'Basel', country: 'CH' },
      consultant: { id: w.ids.r1, organization: 'Xray Search' },
      documents: [],
      reviews: [],
    });
  });

  it('refuses another company (404), a line manager it was not sent to (403), consultants (404) and a foreign application (422)', async () => {
    expect((await w.call('GET', `/api/job/shortlist/${shortlist}/view`, as('stranger'))).status).toBe(404);
    expect((await w.call('GET', `/api/job/shortlist/${shortlist}/view`, as('r1'))).status).toBe(404);
    expect((await w.call('GET', '/api/job/shortlist/999999/view', as('author'))).status).toBe(404);
    expect((await w.call('GET', `/api/job/shortlist/${shortlist}/view`, as('colleague'))).status).toBe(404);
    const notSent = await w.call('GET', `/api/job/shortlist/${shortlist}/view`, as('lineManager2'));
    expect(notSent.status).toBe(403);
    expect(notSent.body.message).toBeTruthy();
    expect(
      (
        await w.call('POST', `/api/job/shortlist/${shortlist}/review`, {
          ...as('lineManager2'),
          body: { applicationId: apps.anna, assessmentLevel: 'good', feedback: 'x' },
        })
      ).status,
    ).toBe(403);
    const review = { applicationId: apps.anna, assessmentLevel: 'good', feedback: 'Strong' };
    expect((await w.call('POST', `/api/job/shortlist/${shortlist}/review`, { ...as('stranger'), body: review })).status).toBe(404);
    // The sender reads it but is no reviewer of it.
    expect((await w.call('POST', `/api/job/shortlist/${shortlist}/review`, { ...as('author'), body: review })).status).toBe(403);
    const foreign = await w.call('POST', `/api/job/shortlist/${shortlist}/review`, {
      ...as('lineManager'),
      body: { ...review, applicationId: apps.cleo },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toHaveProperty('applicationId');
    const invalid = await w.call('POST', `/api/job/shortlist/${shortlist}/review`, {
      ...as('lineManager'),
      body: { applicationId: apps.anna, assessmentLevel: 'splendid', feedback: '' },
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['assessmentLevel', 'feedback']);
  });

  it("takes the line manager's review, updates it on a second verdict, and shows it to the employer", async () => {
    const first = await w.call('POST', `/api/job/shortlist/${shortlist}/review`, {
      ...as('lineManager'),
      body: { applicationId: apps.anna, assessmentLevel: 'good', feedback: 'Strong on audits.' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result.reviews).toMatchObject([
      { author: { id: w.ids.lineManager }, assessmentLevel: 'good', feedback: 'Strong on audits.' },
    ]);
    const second = await w.call('POST', `/api/job/shortlist/${shortlist}/review`, {
      ...as('lineManager'),
      body: { applicationId: apps.anna, assessmentLevel: 'excellent', feedback: 'After a second look: hire.' },
    });
    expect(second.body.result.reviews).toHaveLength(1);
    expect(second.body.result.reviews[0]).toMatchObject({ assessmentLevel: 'excellent', feedback: 'After a second look: hire.' });
    // The status stays the vacancy owner's to change.
    expect(second.body.result.application.status.code).toBe('line-manager-review');
    const feedback = await w.call('GET', `/api/application/${apps.anna}/feedback/list`, as('author'));
    expect(feedback.status).toBe(200);
    expect(feedback.body.result.items).toMatchObject([{ assessmentLevel: 'excellent', author: { id: w.ids.lineManager } }]);
  });

  it('lists the shortlists of each viewer, with how many they reviewed', async () => {
    const mine = await w.call('GET', '/api/job/shortlist/list', as('lineManager'));
    expect(mine.status).toBe(200);
    expect(mine.body.result.items).toMatchObject([{ id: shortlist, candidates: 2, reviewedByMe: 1, canReview: true }]);
    const sent = await w.call('GET', `/api/job/shortlist/list?jobId=${job}`, as('author'));
    expect(sent.body.result.items).toMatchObject([{ id: shortlist, reviewedByMe: 0, canReview: false }]);
    expect((await w.call('GET', `/api/job/shortlist/list?jobId=${other}`, as('author'))).body.result.total).toBe(0);
    expect((await w.call('GET', '/api/job/shortlist/list', as('manager'))).body.result.total).toBe(1);
    for (const who of ['stranger', 'r1', 'colleague', 'lineManager2']) {
      expect((await w.call('GET', '/api/job/shortlist/list', as(who))).body.result.total, who).toBe(0);
    }
    expect((await w.call('GET', '/api/job/shortlist/list?jobId=x', as('author'))).status).toBe(422);
  });

  it("answers a vacancy's shortlisted candidates for its print page, by who asks", async () => {
    const employer = await w.call('GET', `/api/job/${job}/shortlist/candidates`, as('author'));
    expect(employer.status).toBe(200);
    // Every candidate still in the running; the rejected one is left out.
    expect(employer.body.result.candidates.map((c: { application: { id: number } }) => c.application.id)).toEqual([apps.ben, apps.anna]);
    const reviewer = await w.call('GET', `/api/job/${job}/shortlist/candidates`, as('lineManager'));
    expect(reviewer.status).toBe(200);
    expect(reviewer.body.result.candidates).toHaveLength(2);
    expect(reviewer.body.result.candidates[1].reviews[0].assessmentLevel).toBe('excellent');
    // Sent nothing on the other vacancy: the line manager sees it but may not print it.
    expect((await w.call('GET', `/api/job/${other}/shortlist/candidates`, as('lineManager'))).status).toBe(403);
    expect((await w.call('GET', `/api/job/${job}/shortlist/candidates`, as('stranger'))).status).toBe(404);
    expect((await w.call('GET', '/api/job/999999/shortlist/candidates', as('author'))).status).toBe(404);
  });
});

/**
 * The whole journey over HTTP (issue 5): an employer creates and publishes a vacancy, invites two
 * consultants (one accepts, one declines), a third requests and is approved; a consultant creates a
 * candidate with consent and submits an application; the employer reviews, backs up, reactivates,
 * makes an offer and hires with a total package; the placement's fee is floor(total × percent / 100);
 * the vacancy closes when its positions are filled; an admin reopens it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { candidateBody, hireBody, openWorld, succeeding, type World } from './testing';

describe.each(testDatabases)('the vacancy-to-placement journey on $name', ({ open }) => {
  let w: World;
  beforeAll(async () => {
    w = await openWorld(open);
  });
  afterAll(() => w.close());

  const call = succeeding(() => w);

  it('runs from vacancy to placement and back to an open vacancy', async () => {
    // Employer: create and publish.
    const draft = await call('e1', 'POST', '/job/create', {
      title: 'Head of Regulatory Affairs',
      countryCode: 'CH',
      city: 'Basel',
      sectors: ['pharma'],
      successFeePercentage: 23,
      positionCount: 1,
    });
    expect(draft.status.code).toBe('draft');
    const job = await call('e1', 'PUT', `/job/${draft.id}/publish`, { terms: { accepted: true, locale: 'en', revision: '2018-05-25' } });
    expect(job.status.code).toBe('active');

    // Invite two consultants: Alice accepts, Bob declines; Dora requests and is approved.
    const invited = await call('e1', 'POST', `/job/${job.id}/job-recruiter/invite`, {
      recruiters: [w.ids.alice, w.ids.bob],
      comment: '<p>Please join</p>',
    });
    expect(invited.items.map((i: { status: { code: string } }) => i.status.code)).toEqual(['invited', 'invited']);
    expect((await call('alice', 'POST', `/job/${job.id}/job-recruiter/invitation/accept`, { comment: '<p>Gladly</p>' })).status.code).toBe(
      'accepted',
    );
    const declined = await call('bob', 'POST', `/job/${job.id}/job-recruiter/invitation/decline`, {
      declineReason: 'no-capacity',
      comment: 'Busy',
      sendCopyToEmployer: true,
    });
    expect(declined.status.code).toBe('withdrawn');
    const requested = await call('dora', 'POST', `/job/${job.id}/job-recruiter/request`, { comment: '<p>I know the market</p>' });
    expect((await call('e1', 'PUT', `/job-recruiter/${requested.id}/approve`)).status.code).toBe('accepted');

    // Bob declined: he may not submit. Alice creates a candidate with consent and submits.
    const bobs = await call(
      'bob',
      'POST',
      '/candidate/create',
      candidateBody({ email: 'someone@else.example', phone: null, dateOfBirth: null }),
    );
    const refused = await w.call('POST', '/api/application/create', {
      token: w.tokens.bob,
      body: { jobId: job.id, candidateId: bobs.id, consent: true },
    });
    expect(refused).toMatchObject({ status: 409, body: { message: 'The search consultant is not accepted on this vacancy.' } });
    const candidate = await call('alice', 'POST', '/candidate/create', candidateBody());
    expect(candidate.consent).toMatchObject({ document: 'candidate-privacy-notice', recordedBy: { id: w.ids.alice } });
    let application = await call('alice', 'POST', '/application/create', { jobId: job.id, candidateId: candidate.id, consent: true });
    expect(application.status.code).toBe('proposed');
    // Dora, approved too, cannot submit the same person: Alice's agency owns her at this employer.
    const twin = await call('dora', 'POST', '/candidate/create', candidateBody({ email: 'ANNA.MUSTER@example.ch' }));
    const owned = await w.call('POST', '/api/application/create', {
      token: w.tokens.dora,
      body: { jobId: job.id, candidateId: twin.id, consent: true },
    });
    expect(owned.status).toBe(409);
    expect(owned.body.message).toContain('Alice Adams (Xray Search)');

    // Employer: review, back up, reactivate, offer, hire.
    application = await call('e1', 'POST', `/application/${application.id}/review/hr`, { comment: 'HR looks at it' });
    expect(application.status.code).toBe('in-review');
    application = await call('e1', 'PUT', `/application/${application.id}/backup`, { comment: 'Second choice for now' });
    expect(application.status.code).toBe('backed-up');
    application = await call('e1', 'PUT', `/application/${application.id}/reactivate`);
    expect(application.status.code).toBe('in-review');
    application = await call('e1', 'PUT', `/application/${application.id}/offer`, { comment: 'Offer sent by mail' });
    expect(application.status.code).toBe('offer-made');
    expect(application.actions).toContain('hire');
    const totalPackage = 187_654;
    application = await call(
      'e1',
      'PUT',
      `/application/${application.id}/hire`,
      hireBody({ totalPackage, ratings: [{ user: { id: w.ids.alice, fullName: 'Alice Adams' }, rating: 5 }] }),
    );
    expect(application.status.code).toBe('recruited');
    expect(application.placement).toMatchObject({ totalPackage, recruitmentFee: Math.floor((totalPackage * 23) / 100), feePercentage: 23 });
    expect(application.placement.recruitmentFee).toBe(43_160);
    expect(application.logs.map((l: { action: string; status: { code: string } }) => `${l.action}:${l.status.code}`)).toEqual([
      'create:proposed',
      'review:in-review',
      'backup:backed-up',
      'reactivate:in-review',
      'offer:offer-made',
      'hire:recruited',
    ]);
    expect(application.logs.every((l: { actor: { id: number } | null }) => l.actor !== null)).toBe(true);

    // The only position is filled: the vacancy is closed; the consultant's statistics moved.
    const closed = await call('e1', 'GET', `/job/${job.id}/view`);
    expect(closed.status.code).toBe('closed');
    const [alice] = await w.db.query<{ placements_count: number; rating: string }>(
      'SELECT placements_count, rating FROM users WHERE id = $1',
      [w.ids.alice],
    );
    expect({ placements: alice!.placements_count, rating: Number(alice!.rating) }).toEqual({ placements: 1, rating: 5 });
    const mails = await w.db.query<{ kind: string; to_address: string }>(
      "SELECT kind, to_address FROM mail_outbox WHERE kind LIKE 'application-%' ORDER BY id",
    );
    expect(mails.map((m) => `${m.kind} ${m.to_address}`)).toEqual([
      'application-create e1@helvetia.example',
      'application-review alice@x.example',
      'application-backup alice@x.example',
      'application-reactivate alice@x.example',
      'application-offer alice@x.example',
      'application-hire alice@x.example',
    ]);

    // An admin reopens the vacancy.
    expect((await call('admin', 'PUT', `/job/${job.id}/reopen`)).status.code).toBe('active');
  });
});

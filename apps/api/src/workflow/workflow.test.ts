/**
 * The workflow module over HTTP: every status change of every workflow record leaves a complete
 * audit entry (who, when, from, to, reason, comment) readable through the record's history or logs
 * route, and notifications skip users who get no mail (blocked, deleted) whichever feature sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { candidateBody, hireBody, openWorld, succeeding, type World } from '../applications/testing';
import { mailRecipient } from './notify';

interface Entry {
  action: string;
  status: { code: string };
  fromStatus: { code: string } | null;
  reason: string | null;
  comment: string | null;
  creationDate: string;
  actor: { id: number; fullName: string } | null;
  actionUser: { id: number; name: string } | null;
}

/** An entry as the audit trail must hold it: who (both names), when, from, to, reason and comment. */
const trail = (entries: Entry[]) =>
  entries.map((e) => ({
    action: e.action,
    from: e.fromStatus?.code ?? null,
    to: e.status.code,
    reason: e.reason,
    comment: e.comment,
    who: e.actor?.id ?? null,
    sameWho: e.actionUser?.id === e.actor?.id && e.actionUser?.name === e.actor?.fullName,
    when: Number.isFinite(Date.parse(e.creationDate)),
  }));

describe.each(testDatabases)('the workflow module on $name', ({ open }) => {
  let w: World;
  let job: number;
  beforeAll(async () => {
    w = await openWorld(open);
  });
  afterAll(() => w.close());

  const call = succeeding(() => w);
  const mailsTo = async (address: string, kind: string) =>
    Number(
      (await w.db.query<{ n: string }>('SELECT count(*) AS n FROM mail_outbox WHERE to_address = $1 AND kind = $2', [address, kind]))[0]!.n,
    );

  it('logs every vacancy and consultant change, readable in the vacancy history', async () => {
    job = (
      await call('e1', 'POST', '/job/create', { title: 'Head of Audit', countryCode: 'CH', successFeePercentage: 20, positionCount: 5 })
    ).id;
    await call('e1', 'PUT', `/job/${job}/publish`, { terms: { accepted: true, locale: 'en', revision: '2018-05-25' } });
    await call('e1', 'PUT', `/job/${job}/on-hold`, { reason: 'hiring-freeze', comment: 'Budget review' });
    await call('e1', 'PUT', `/job/${job}/reactivate`);
    await call('e1', 'POST', `/job/${job}/job-recruiter/invite`, {
      recruiters: [w.ids.alice, w.ids.bob, w.ids.carl],
      comment: '<p>Join us</p>',
    });
    await call('alice', 'POST', `/job/${job}/job-recruiter/invitation/accept`, { comment: '<p>Gladly</p>' });
    await call('carl', 'POST', `/job/${job}/job-recruiter/invitation/accept`, { comment: '<p>Yes</p>' });
    await call('bob', 'POST', `/job/${job}/job-recruiter/invitation/decline`, { declineReason: 'no-capacity', comment: 'Busy' });

    const history = (await call('e1', 'GET', `/job/${job}/history`)).items as (Entry & { entityType: string })[];
    expect(trail(history.filter((e) => e.entityType === 'job'))).toEqual([
      { action: 'create', from: null, to: 'draft', reason: null, comment: null, who: w.ids.e1, sameWho: true, when: true },
      { action: 'pay-for-publication', from: 'draft', to: 'active', reason: null, comment: null, who: w.ids.e1, sameWho: true, when: true },
      {
        action: 'hold',
        from: 'active',
        to: 'on-hold',
        reason: 'hiring-freeze',
        comment: 'Budget review',
        who: w.ids.e1,
        sameWho: true,
        when: true,
      },
      { action: 'reactivate', from: 'on-hold', to: 'active', reason: null, comment: null, who: w.ids.e1, sameWho: true, when: true },
    ]);
    const bobs = history.filter((e) => e.entityType === 'job-recruiter' && e.action === 'decline-invitation');
    expect(trail(bobs)).toEqual([
      {
        action: 'decline-invitation',
        from: 'invited',
        to: 'withdrawn',
        reason: 'no-capacity',
        comment: 'Busy',
        who: w.ids.bob,
        sameWho: true,
        when: true,
      },
    ]);
    // A toggle's details are written after the toggle: the value it set.
    await call('e1', 'PUT', `/job/${job}/accepting-candidates`, { value: false });
    const toggled = ((await call('e1', 'GET', `/job/${job}/history`)).items as { action: string; details: unknown }[]).filter(
      (e) => e.action === 'toggle-accepting-candidates',
    );
    expect(toggled.map((e) => e.details)).toEqual([{ accepting_candidates: false }]);
    await call('e1', 'PUT', `/job/${job}/accepting-candidates`, { value: true });
    // A consultant reads the vacancy's own entries and those of their own relation only.
    const seenByBob = (await call('bob', 'GET', `/job/${job}/history`)).items as (Entry & { entityType: string })[];
    expect(seenByBob.filter((e) => e.entityType === 'job-recruiter').map((e) => e.action)).toEqual(['invite', 'decline-invitation']);
  });

  it('logs application, placement and candidate-list changes, readable in their logs routes', async () => {
    const candidate = await call('alice', 'POST', '/candidate/create', candidateBody());
    const application = await call('alice', 'POST', '/application/create', { jobId: job, candidateId: candidate.id, consent: true });
    await call('e1', 'PUT', `/application/${application.id}/offer`, { comment: 'Offer sent' });
    const hired = await call('e1', 'PUT', `/application/${application.id}/hire`, hireBody());
    await call('admin', 'DELETE', `/placement/${hired.placement.id}/revert`);
    expect(trail((await call('e1', 'GET', `/application/${application.id}/logs`)).items)).toEqual([
      { action: 'create', from: null, to: 'proposed', reason: null, comment: null, who: w.ids.alice, sameWho: true, when: true },
      {
        action: 'offer',
        from: 'proposed',
        to: 'offer-made',
        reason: null,
        comment: 'Offer sent',
        who: w.ids.e1,
        sameWho: true,
        when: true,
      },
      { action: 'hire', from: 'offer-made', to: 'recruited', reason: null, comment: null, who: w.ids.e1, sameWho: true, when: true },
      {
        action: 'revert-placement',
        from: 'recruited',
        to: 'offer-made',
        reason: null,
        comment: null,
        who: w.ids.admin,
        sameWho: true,
        when: true,
      },
    ]);
    expect(trail((await call('alice', 'GET', `/placement/${hired.placement.id}/logs`)).items)).toEqual([
      { action: 'create', from: null, to: 'active', reason: null, comment: null, who: w.ids.e1, sameWho: true, when: true },
      { action: 'revert', from: 'active', to: 'reverted', reason: null, comment: null, who: w.ids.admin, sameWho: true, when: true },
    ]);

    const [file] = await w.db.query<{ id: string }>(
      `INSERT INTO files (type, title, mime_type, size, storage_key, uploaded_by) VALUES ('attachment', 'list.pdf', 'application/pdf', 10, 'k-wf', $1) RETURNING id`,
      [w.ids.alice],
    );
    const list = await call('alice', 'POST', '/candidate-list/create', { title: 'Longlist', attachments: [Number(file!.id)], jobId: job });
    await call('e1', 'PUT', `/candidate-list/${list.id}/reject`, { comment: 'Too junior' });
    expect(trail((await call('e1', 'GET', `/candidate-list/${list.id}/logs`)).items)).toEqual([
      { action: 'create', from: null, to: 'submitted', reason: null, comment: null, who: w.ids.alice, sameWho: true, when: true },
      {
        action: 'reject',
        from: 'submitted',
        to: 'rejected',
        reason: null,
        comment: 'Too junior',
        who: w.ids.e1,
        sameWho: true,
        when: true,
      },
    ]);
    // The vacancy's history holds all of them.
    const types = new Set(((await call('e1', 'GET', `/job/${job}/history`)).items as { entityType: string }[]).map((e) => e.entityType));
    expect([...types].sort()).toEqual(['application', 'candidate-list', 'job', 'job-recruiter', 'placement']);
  });

  it('answers no recipient for blocked and deleted users', async () => {
    expect(await mailRecipient(w.db, w.ids.dora!)).toMatchObject({ email: 'dora@y.example', locale: 'en', name: 'Dora Dunn' });
    await w.db.query("UPDATE users SET status = 'blocked' WHERE id = $1", [w.ids.dora]);
    expect(await mailRecipient(w.db, w.ids.dora!)).toBeNull();
    await w.db.query("UPDATE users SET status = 'deleted' WHERE id = $1", [w.ids.dora]);
    expect(await mailRecipient(w.db, w.ids.dora!)).toBeNull();
    expect(await mailRecipient(w.db, 999_999)).toBeNull();
  });

  it('sends application mail to an active consultant and none to a blocked one', async () => {
    const annas = await call(
      'alice',
      'POST',
      '/candidate/create',
      candidateBody({ email: 'anna.two@example.ch', lastName: 'Zwei', phone: null, dateOfBirth: null }),
    );
    const carls = await call(
      'carl',
      'POST',
      '/candidate/create',
      candidateBody({ email: 'carla@example.ch', firstName: 'Carla', lastName: 'Cruz', phone: null, dateOfBirth: null }),
    );
    const toAlice = await call('alice', 'POST', '/application/create', { jobId: job, candidateId: annas.id, consent: true });
    const toCarl = await call('carl', 'POST', '/application/create', { jobId: job, candidateId: carls.id, consent: true });
    await call('e1', 'PUT', `/application/${toAlice.id}/backup`, { comment: 'Later' });
    expect(await mailsTo('alice@x.example', 'application-backup')).toBe(1);
    // Carl is blocked after submitting: the employer's action goes through, and no mail goes to him.
    await w.db.query("UPDATE users SET status = 'blocked' WHERE id = $1", [w.ids.carl]);
    expect((await call('e1', 'PUT', `/application/${toCarl.id}/backup`, { comment: 'Later' })).status.code).toBe('backed-up');
    expect(await mailsTo('carl@x.example', 'application-backup')).toBe(0);
  });
});

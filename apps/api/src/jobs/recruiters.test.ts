import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { jobWorld, type JobWorld } from './testWorld';

describe.each(testDatabases)('consultants on vacancies on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const as = (who: string) => ({ token: w.tokens[who] });

  it('invites two, one accepts and one declines, a third requests and is approved, a banned one is refused', async () => {
    const job = await w.job('active', 'author', { title: 'Chief Chemist' });
    await w.db.query('INSERT INTO blacklists (company_organization_id, recruiter_id) VALUES ($1, $2)', [w.orgs.company, w.ids.r4]);

    const banned = await w.call('POST', `/api/job/${job}/job-recruiter/invite`, {
      ...as('author'),
      body: { recruiters: [w.ids.r1, w.ids.r4], comment: '<p>Hi</p>' },
    });
    expect(banned.status).toBe(409);
    expect(banned.body.message).toBe('The company does not work with this search consultant.');
    // Nothing of the refused call stays: not even the first consultant's invitation.
    expect((await w.db.query('SELECT id FROM job_recruiters WHERE job_id = $1', [job])).length).toBe(0);
    expect(
      (
        await w.call('POST', `/api/job/${job}/job-recruiter/invite`, {
          ...as('author'),
          body: { recruiters: [w.ids.author], comment: '<p>Hi</p>' },
        })
      ).status,
    ).toBe(422);

    const invited = await w.call('POST', `/api/job/${job}/job-recruiter/invite`, {
      ...as('author'),
      body: { recruiters: [w.ids.r1, w.ids.r2], comment: '<p>Please <script>alert(1)</script>help</p>', language: 'de' },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect(invited.body.result.items.map((i: { status: { code: string } }) => i.status.code)).toEqual(['invited', 'invited']);
    const mails = await w.db.query<{ to_address: string; subject: string; body_html: string }>(
      "SELECT to_address, subject, body_html FROM mail_outbox WHERE kind = 'job-invitation' ORDER BY id",
    );
    expect(mails.map((m) => m.to_address)).toEqual(['r1@test.example', 'r2@test.example']);
    expect(mails[0]!.subject).toBe('Einladung zur Vakanz Chief Chemist');
    expect(mails[0]!.body_html).toContain('<p>Please help</p>');
    expect(mails[0]!.body_html).not.toContain('script');
    const [counters] = await w.db.query<{ invitations_total: number; invitations_open: number }>(
      'SELECT invitations_total, invitations_open FROM users WHERE id = $1',
      [w.ids.r1],
    );
    expect(counters).toEqual({ invitations_total: 1, invitations_open: 1 });
    // The invited consultant's current user counts the open invitation.
    expect((await w.call('GET', '/api/user/current', as('r1'))).body.result.invitationCount).toBe(1);

    expect(
      (await w.call('POST', `/api/job/${job}/job-recruiter/invitation/accept`, { ...as('r1'), body: { comment: '<p></p>' } })).status,
    ).toBe(422);
    const accepted = await w.call('POST', `/api/job/${job}/job-recruiter/invitation/accept`, {
      ...as('r1'),
      body: { comment: '<p>Gladly</p>' },
    });
    expect(accepted.body.result).toMatchObject({
      status: { code: 'accepted' },
      displayStatus: { code: 'applied' },
      comment: '<p>Gladly</p>',
    });
    const declined = await w.call('POST', `/api/job/${job}/job-recruiter/invitation/decline`, {
      ...as('r2'),
      body: { declineReason: 'no-capacity', comment: 'Busy', sendCopyToEmployer: true },
    });
    expect(declined.body.result).toMatchObject({ status: { code: 'withdrawn' }, displayStatus: { code: 'declined' } });
    expect(declined.body.result.logs.map((l: { action: string }) => l.action)).toEqual(['invite', 'decline-invitation']);
    expect(declined.body.result.logs[1]).toMatchObject({ reason: 'no-capacity', comment: 'Busy', fromStatus: { code: 'invited' } });

    const requested = await w.call('POST', `/api/job/${job}/job-recruiter/request`, {
      ...as('r3'),
      body: { comment: '<p>I know the market</p>' },
    });
    expect(requested.body.result).toMatchObject({ status: { code: 'requested' }, displayStatus: { code: 'requested' } });
    // The consultant cannot approve themself; the employer can.
    expect((await w.call('PUT', `/api/job-recruiter/${requested.body.result.id}/approve`, { ...as('r3'), body: {} })).status).toBe(403);
    const approved = await w.call('PUT', `/api/job-recruiter/${requested.body.result.id}/approve`, { ...as('author'), body: {} });
    expect(approved.body.result.status.code).toBe('accepted');
    expect(
      (await w.call('POST', `/api/job/${job}/job-recruiter/request`, { ...as('r4'), body: { comment: '<p>Me too</p>' } })).status,
    ).toBe(409);

    const list = await w.call('GET', `/api/job/${job}/job-recruiter`, as('author'));
    expect(
      list.body.result.items.map((i: { recruiter: { id: number }; status: { code: string } }) => [i.recruiter.id, i.status.code]),
    ).toEqual([
      [w.ids.r1, 'accepted'],
      [w.ids.r2, 'withdrawn'],
      [w.ids.r3, 'accepted'],
    ]);
    // Each row carries what the viewer may do with it now, from the domain machine: the employer
    // rejects an accepted consultant; the consultant sees only their own row with their own actions.
    const rowActions = (items: { recruiter: { id: number }; actions: string[]; candidatesCount: number }[]) =>
      Object.fromEntries(items.map((i) => [i.recruiter.id, [...i.actions].sort()]));
    expect(rowActions(list.body.result.items)).toEqual({
      [String(w.ids.r1)]: ['reject', 'testimonial'],
      [String(w.ids.r2)]: [],
      [String(w.ids.r3)]: ['reject', 'testimonial'],
    });
    expect(list.body.result.items.map((i: { candidatesCount: number }) => i.candidatesCount)).toEqual([0, 0, 0]);
    const own = await w.call('GET', `/api/job/${job}/job-recruiter`, as('r1'));
    expect(own.body.result.total).toBe(1);
    expect(own.body.result.items[0].actions).toEqual(expect.arrayContaining(['withdraw', 'request-testimonial']));
    expect(own.body.result.items[0].actions).not.toContain('reject');
    expect((await w.call('GET', `/api/job/${job}/view`, as('author'))).body.result.statistics).toMatchObject({
      recruiters: 3,
      acceptedRecruiters: 2,
    });
    const invitations = await w.call('POST', '/api/job-recruiter/list', { ...as('r1'), body: { statuses: ['accepted'] } });
    expect(invitations.body.result.items.map((i: { job: { id: number } }) => i.job.id)).toEqual([job]);
    expect((await w.call('GET', `/api/job-recruiter/${approved.body.result.id}/view`, as('r1'))).status).toBe(404);

    // Reject with a copy, reactivate, withdraw; the history of the vacancy shows every step.
    const reject = await w.call('PUT', `/api/job-recruiter/${approved.body.result.id}/reject`, {
      ...as('author'),
      body: { comment: 'No', sendCopyToRecruiter: true },
    });
    expect(reject.body.result.status.code).toBe('rejected');
    expect(
      (await w.call('PUT', `/api/job-recruiter/${approved.body.result.id}/reactivate`, { ...as('author'), body: {} })).body.result.status
        .code,
    ).toBe('accepted');
    const withdrawn = await w.call('PUT', `/api/job-recruiter/${accepted.body.result.id}/withdraw`, {
      ...as('r1'),
      body: { withdrawReason: 'other' },
    });
    expect(withdrawn.body.result).toMatchObject({ status: { code: 'withdrawn' }, displayStatus: { code: 'declined' } });
    const history = await w.call('GET', `/api/job/${job}/history`, as('author'));
    expect(history.body.result.items.filter((l: { entityType: string }) => l.entityType === 'job-recruiter').length).toBe(9);
    const mine = await w.call('GET', `/api/job/${job}/history`, as('r3'));
    expect(
      mine.body.result.items.every(
        (l: { entityId: number; entityType: string }) => l.entityType === 'job' || l.entityId === approved.body.result.id,
      ),
    ).toBe(true);
  });

  it('withdraws an invitation and asks for a testimonial', async () => {
    const job = await w.job('active');
    const invited = await w.call('POST', `/api/job/${job}/job-recruiter/invite`, {
      ...as('manager'),
      body: { recruiters: [w.ids.r3], comment: '<p>Hi</p>' },
    });
    const id = invited.body.result.items[0].id;
    expect((await w.call('PUT', `/api/job-recruiter/${id}/withdraw-invitation`, { ...as('author'), body: {} })).body.result).toMatchObject({
      status: { code: 'withdrawn-invitation' },
      displayStatus: { code: 'applied' },
    });
    expect((await w.call('PUT', `/api/job-recruiter/${id}/request-testimonial`, { ...as('r3'), body: {} })).status).toBe(409);
    await w.call('POST', `/api/job/${job}/job-recruiter/invite`, {
      ...as('author'),
      body: { recruiters: [w.ids.r3], comment: '<p>Again</p>' },
    });
    await w.call('POST', `/api/job/${job}/job-recruiter/invitation/accept`, { ...as('r3'), body: { comment: '<p>Yes</p>' } });
    const asked = await w.call('PUT', `/api/job-recruiter/${id}/request-testimonial`, { ...as('r3'), body: {} });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.result.testimonialRequestDate).toBeTruthy();
    expect((await w.db.query("SELECT id FROM mail_outbox WHERE kind = 'testimonial-request'")).length).toBe(1);
  });

  it('answers the revenue split of a company and an agency for a vacancy', async () => {
    const job = await w.job('active', 'author', { successFeePercentage: 20, revenueSplit: 'reduced-10' });
    const split = await w.call(
      'GET',
      `/api/company/${w.orgs.company}/agency/${w.orgs.x}/revenue-split?jobId=${job}&totalCompensation=100000`,
      as('r1'),
    );
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.result).toMatchObject({
      revenueSplit: { code: 'reduced-10', percentage: 10 },
      fee: 20_000,
      productRevenue: 2_000,
      agencyRevenue: 18_000,
    });
    expect((await w.call('GET', `/api/company/${w.orgs.company}/agency/${w.orgs.x}/revenue-split`, as('stranger'))).status).toBe(403);
    expect((await w.call('GET', `/api/company/${w.orgs.x}/agency/${w.orgs.company}/revenue-split`, as('admin'))).status).toBe(422);
  });
});

describe.each(testDatabases)('preferred suppliers, blacklists and invitation templates on $name', ({ open }) => {
  let w: JobWorld;
  beforeAll(async () => {
    w = await jobWorld(await open());
  });
  afterAll(async () => w.close());
  const as = (who: string) => ({ token: w.tokens[who] });

  it('lists, creates, edits and revokes preferred suppliers of the own company only', async () => {
    const created = await w.call('POST', `/api/psl/organization/${w.orgs.company}/create`, {
      ...as('author'),
      body: { agencyOrganizationId: w.orgs.x, comment: 'Fast' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.result).toMatchObject({ agency: { id: w.orgs.x }, status: { code: 'active' }, comment: 'Fast' });
    expect(
      (
        await w.call('POST', `/api/psl/organization/${w.orgs.company}/create`, {
          ...as('author'),
          body: { agencyOrganizationId: w.orgs.x },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await w.call('POST', `/api/psl/organization/${w.orgs.company}/create`, {
          ...as('author'),
          body: { agencyOrganizationId: w.orgs.other },
        })
      ).status,
    ).toBe(422);
    expect(
      (await w.call('POST', `/api/psl/organization/${w.orgs.company}/create`, { ...as('stranger'), body: { recruiterId: w.ids.r1 } }))
        .status,
    ).toBe(403);
    expect(
      (await w.call('POST', `/api/psl/organization/${w.orgs.company}/create`, { ...as('r1'), body: { recruiterId: w.ids.r1 } })).status,
    ).toBe(403);
    const id = created.body.result.id;
    expect((await w.call('PUT', `/api/psl/${id}/edit`, { ...as('colleague'), body: { comment: 'Very fast' } })).body.result.comment).toBe(
      'Very fast',
    );
    expect((await w.call('POST', '/api/psl/list', { ...as('author'), body: {} })).body.result.total).toBe(1);
    expect((await w.call('POST', '/api/psl/list', { ...as('stranger'), body: { organizationId: w.orgs.company } })).status).toBe(403);
    expect((await w.call('PUT', `/api/psl/${id}/revoke`, as('author'))).body.result.status.code).toBe('revoked');
    expect((await w.call('PUT', `/api/psl/${id}/revoke`, as('author'))).status).toBe(409);
  });

  it('bans and lifts bans of consultants and agencies', async () => {
    const banned = await w.call('POST', '/api/blacklist/create', { ...as('author'), body: { recruiterId: w.ids.r2, comment: 'Late' } });
    expect(banned.status, JSON.stringify(banned.body)).toBe(200);
    expect(banned.body.result).toMatchObject({ company: { id: w.orgs.company }, recruiter: { id: w.ids.r2 } });
    expect((await w.call('POST', '/api/blacklist/create', { ...as('author'), body: { recruiterId: w.ids.r2 } })).status).toBe(409);
    expect((await w.call('POST', '/api/blacklist/create', { ...as('author'), body: { recruiterId: w.ids.author } })).status).toBe(422);
    expect((await w.call('POST', '/api/blacklist/list', { ...as('author'), body: { search: 'r2' } })).body.result.total).toBe(1);
    expect(
      (await w.call('PUT', `/api/blacklist/${banned.body.result.id}/edit`, { ...as('stranger'), body: { comment: 'x' } })).status,
    ).toBe(403);
    expect((await w.call('DELETE', `/api/blacklist/${banned.body.result.id}/remove`, as('author'))).status).toBe(200);
    expect((await w.call('POST', '/api/blacklist/list', { ...as('author'), body: {} })).body.result.total).toBe(0);
  });

  it('serves, renders and (admins) edits invitation templates per language', async () => {
    const job = await w.job('active', 'author', { title: 'R&D <Lead>' });
    const template = await w.call('GET', `/api/notification-template/invite?language=de&jobId=${job}`, as('author'));
    // The template is the mail around the employer's text; the stepper starts that text from `defaultComment`.
    expect(template.body.result).toMatchObject({
      kind: 'invite',
      language: { code: 'de' },
      body: expect.stringContaining('{{comment}}'),
      defaultComment: expect.stringContaining('Haben Sie Interesse?'),
    });
    const rendered = await w.call('POST', '/api/notification-template/invite/render', {
      ...as('author'),
      body: { jobId: job, recipient: w.ids.r1, comment: '<p onclick="x()">Hello <a href="javascript:x">there</a></p>', language: 'en' },
    });
    expect(rendered.status, JSON.stringify(rendered.body)).toBe(200);
    expect(rendered.body.result.subject).toBe('Invitation to the vacancy R&D <Lead>');
    expect(rendered.body.result.html).toContain('R&amp;D &lt;Lead&gt;');
    // The server's one sanitiser (ADR 0015): a link without an allowed URL keeps its text only.
    expect(rendered.body.result.html).toContain('<p>Hello <span>there</span></p>');
    expect(rendered.body.result.html).not.toContain('onclick');
    expect(
      (await w.call('POST', '/api/notification-template/invite/render', { ...as('r1'), body: { jobId: job, recipient: w.ids.r1 } })).status,
    ).toBe(403);
    expect(
      (
        await w.call('PUT', '/api/notification-template/selected-recruiter/en/edit', {
          ...as('author'),
          body: { subject: 'x', body: '<p>x</p>' },
        })
      ).status,
    ).toBe(403);
    const edited = await w.call('PUT', '/api/notification-template/selected-recruiter/en/edit', {
      ...as('admin'),
      body: { subject: 'Chosen: {{job}}', body: '<p>{{recipient}}, welcome.</p>{{comment}}' },
    });
    expect(edited.status).toBe(200);
    const selected = await w.call('POST', '/api/notification-template/selected-recruiter/render', {
      ...as('author'),
      body: { jobId: job, recipient: w.ids.r1 },
    });
    expect(selected.body.result).toMatchObject({ subject: 'Chosen: R&D <Lead>', html: '<p>r1 Test, welcome.</p>' });
    expect((await w.call('GET', '/api/notification-template/nope', as('author'))).status).toBe(422);
  });
  it('selects suppliers: the employer mails the stored template, an admin their own subject and body', async () => {
    const job = await w.job('active', 'author', { title: 'Plant Manager' });
    const select = (who: string, body: unknown) => w.call('POST', `/api/job/${job}/job-recruiter/select`, { ...as(who), body });
    // An employer's selection needs consultants only; a template they send is not used.
    const byEmployer = await select('author', { recruiters: [w.ids.r1], comment: { subject: 'Mine', body: '<p>Mine</p>' } });
    expect(byEmployer.status, JSON.stringify(byEmployer.body)).toBe(200);
    expect(byEmployer.body.result.items.map((i: { status: { code: string } }) => i.status.code)).toEqual(['invited']);
    expect((await select('author', { recruiters: [w.ids.r1] })).status).toBe(409);
    expect((await select('author', { recruiters: [] })).body.errors).toHaveProperty('recruiters');
    // Admins must give subject and body (001 §5), and their text is the mail.
    const incomplete = await select('admin', { recruiters: [w.ids.r2], comment: { subject: 'Chosen', body: '<p></p>' } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toHaveProperty(['comment.body']);
    const byAdmin = await select('admin', {
      recruiters: [w.ids.r2],
      comment: { subject: 'Chosen for {{job}}', body: '<p>{{recipient}}, you supply <em>{{job}}</em>.</p><script>x()</script>' },
      language: 'de',
    });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
    const mails = await w.db.query<{ to_address: string; subject: string; body_html: string }>(
      "SELECT to_address, subject, body_html FROM mail_outbox WHERE kind = 'job-supplier-selection' ORDER BY id",
    );
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      // The stored template, as the test above edited it.
      ['r1@test.example', 'Chosen: Plant Manager'],
      ['r2@test.example', 'Chosen for Plant Manager'],
    ]);
    expect(mails[1]!.body_html).toBe('<p>r2 Test, you supply <em>Plant Manager</em>.</p>');
    expect((await select('r3', { recruiters: [w.ids.r3] })).status).toBe(403);
  });
});

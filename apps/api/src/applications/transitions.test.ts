/**
 * For every status × action pair, the API agrees with domain's machines: the table is generated
 * from the machines (statuses, actions, decide functions), not written per case. For each pair and
 * each of three actors (the vacancy's author, the submitting consultant, an admin) a fresh record
 * is put in that status; the call answers 200 with domain's target status when domain allows it,
 * else 403 (who asks) or 409 (the state) with domain's reason, and a refusal changes nothing.
 */
import {
  applicationActions,
  applicationStatuses,
  applicationTargetStatus,
  candidateListActions,
  candidateListStatuses,
  candidateListTarget,
  decideApplicationAction,
  decideCandidateListAction,
  decisionStatus,
  domainReasonMessages,
  jobRecruiterMachineStatuses,
  permissionsForRoles,
  reasonMessageId,
  type Actor,
  type ApplicationAction,
  type ApplicationContext,
  type CandidateListAction,
  type Decision,
  type RoleCode,
} from '@mandate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { assignRecruiter, createJob, hireBody, openWorld, type World } from './testing';

const actors = [
  { key: 'e1', roles: ['employer'] },
  { key: 'alice', roles: ['recruiter'] },
  { key: 'admin', roles: ['content-admin'] },
] as const satisfies readonly { key: string; roles: RoleCode[] }[];

/** The answer the server gives a decision: domain's classification, the one the server imports. */
const expectedStatus = (decision: Decision) => decisionStatus(decision);

/** The call of each application action. */
function applicationCall(action: ApplicationAction, id: number, placementId: number, admin: boolean): [string, string, unknown] {
  switch (action) {
    case 'interview':
      return ['POST', `/api/application/${id}/interview/create`, { date: '2026-12-01T10:00:00Z' }];
    case 'review':
      return ['POST', `/api/application/${id}/review/hr`, {}];
    case 'line-review':
      return ['POST', `/api/application/${id}/review/line-manager`, {}];
    case 'offer':
      return ['PUT', `/api/application/${id}/offer`, admin ? { comment: 'Offer', creationDate: '2026-01-05' } : { comment: 'Offer' }];
    case 'hire':
      return ['PUT', `/api/application/${id}/hire`, hireBody()];
    case 'backup':
      return ['PUT', `/api/application/${id}/backup`, {}];
    case 'reject':
      return ['PUT', `/api/application/${id}/reject`, { rejectReason: 'skills' }];
    case 'withdraw':
      return ['PUT', `/api/application/${id}/withdraw`, { withdrawReason: 'candidate-accepted-other-offer' }];
    case 'reactivate':
      return ['PUT', `/api/application/${id}/reactivate`, {}];
    case 'revert-placement':
      return ['DELETE', `/api/placement/${placementId}/revert`, undefined];
  }
}

describe.each(testDatabases)('the API agrees with the domain machines on $name', ({ open }) => {
  let w: World;
  let job: number;
  let fileId: number;
  beforeAll(async () => {
    w = await openWorld(open);
    // Many positions: hires never close the vacancy, so every case starts from an active one.
    job = await createJob(w.db, { authorId: w.ids.e1!, organizationId: w.orgs.a!, positionCount: 1000 });
    await assignRecruiter(w.db, job, w.ids.alice!);
    const [file] = await w.db.query<{ id: string }>(
      `INSERT INTO files (type, title, mime_type, size, storage_key, uploaded_by) VALUES ('attachment', 'list.pdf', 'application/pdf', 10, 'k-1', $1) RETURNING id`,
      [w.ids.alice],
    );
    fileId = Number(file!.id);
  });
  afterAll(() => w.close());

  const actorOf = (key: string, roles: readonly RoleCode[]): Actor => ({
    id: w.ids[key]!,
    roles: roles.map((code) => ({ code })),
    permissions: permissionsForRoles(roles),
    managedOrganizations: [],
  });
  const reasonText = (decision: Decision) => (decision.allowed ? undefined : domainReasonMessages[reasonMessageId(decision.reason)]);

  let serial = 0;
  /** A fresh application in `status`, with a history (proposed → interview → status) for the returning actions. */
  async function applicationIn(status: string, withPlacement: boolean) {
    serial++;
    const [candidate] = await w.db.query<{ id: string }>(
      `INSERT INTO candidates (owner_id, organization_id, first_name, last_name) VALUES ($1, $2, 'Case', $3) RETURNING id`,
      [w.ids.alice, w.orgs.x, `No${serial}`],
    );
    const [app] = await w.db.query<{ id: string }>(
      `INSERT INTO applications (job_id, candidate_id, recruiter_id, company_organization_id, agency_organization_id, status)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [job, candidate!.id, w.ids.alice, w.orgs.a, w.orgs.x, status],
    );
    const id = Number(app!.id);
    const history = [...new Set(['proposed', 'interview', status])];
    for (const [i, to] of history.entries()) {
      await w.db.query(
        `INSERT INTO status_logs (entity_type, entity_id, job_id, action, from_status, to_status, actor_id, created_at)
         VALUES ('application', $1, $2, 'fixture', $3, $4, $5, now() - make_interval(mins => $6))`,
        [id, job, history[i - 1] ?? null, to, w.ids.e1, 10 - i],
      );
    }
    let placementId = 0;
    if (withPlacement) {
      const [p] = await w.db.query<{ id: string }>(
        `INSERT INTO placements (application_id, job_id, recruiter_id, offer_date, signature_date, start_date, total_package, recruitment_fee, approval_number)
         VALUES ($1, $2, $3, '2026-01-01', '2026-01-02', '2026-02-01', 100000, 20000, 'A') RETURNING id`,
        [id, job, w.ids.alice],
      );
      placementId = Number(p!.id);
    }
    const context: ApplicationContext = {
      application: {
        status: { code: status as ApplicationContext['application']['status']['code'] },
        logs: history.map((code, i) => ({
          status: { code: code as 'proposed' },
          creationDate: new Date(Date.now() - (10 - i) * 60_000).toISOString(),
        })),
      },
      job: { authoredBy: { id: w.ids.e1!, organization: { id: w.orgs.a! } } },
      recruiterId: w.ids.alice!,
    };
    return { id, placementId, context };
  }

  const cases = applicationStatuses.flatMap((status) =>
    applicationActions.flatMap((action) => actors.map((actor) => ({ status, action, actor: actor.key, roles: actor.roles }))),
  );

  it(`applications: ${applicationStatuses.length} statuses × ${applicationActions.length} actions × ${actors.length} actors`, async () => {
    const mismatches: string[] = [];
    let allowed = 0;
    for (const c of cases) {
      const { id, placementId, context } = await applicationIn(c.status, c.action === 'revert-placement');
      const decision = decideApplicationAction(actorOf(c.actor, c.roles), context, c.action);
      const [method, path, body] = applicationCall(c.action, id, placementId, c.actor === 'admin');
      const logsBefore = await w.db.query('SELECT id FROM status_logs WHERE entity_type = $1 AND entity_id = $2', ['application', id]);
      const response = await w.call(method, path, { token: w.tokens[c.actor], body });
      const [after] = await w.db.query<{ status: string }>('SELECT status FROM applications WHERE id = $1', [id]);
      const logsAfter = await w.db.query('SELECT id FROM status_logs WHERE entity_type = $1 AND entity_id = $2', ['application', id]);
      const label = `${c.status} × ${c.action} by ${c.actor}`;
      const want = expectedStatus(decision);
      if (response.status !== want)
        mismatches.push(`${label}: ${response.status} ${JSON.stringify(response.body)}, domain says ${JSON.stringify(decision)}`);
      else if (decision.allowed) {
        allowed++;
        const target = applicationTargetStatus(context.application, c.action);
        if (after!.status !== target) mismatches.push(`${label}: status ${after!.status}, domain says ${target}`);
        if (logsAfter.length !== logsBefore.length + 1) mismatches.push(`${label}: ${logsAfter.length - logsBefore.length} log rows`);
      } else {
        if (response.body.message !== reasonText(decision)) mismatches.push(`${label}: message ${response.body.message}`);
        if (after!.status !== c.status || logsAfter.length !== logsBefore.length) mismatches.push(`${label}: a refusal changed the record`);
      }
    }
    expect(mismatches).toEqual([]);
    // The table exercises both outcomes.
    expect(allowed).toBeGreaterThan(20);
    expect(cases.length - allowed).toBeGreaterThan(100);
  }, 300_000);

  const listCall = (action: CandidateListAction, id: number): [string, string, unknown] => {
    switch (action) {
      case 'edit':
        return ['PUT', `/api/candidate-list/${id}/edit`, { title: 'Longlist 2', attachments: [fileId] }];
      case 'complete':
        return ['PUT', `/api/candidate-list/${id}/complete`, { milestone: 'shortlist-delivery' }];
      case 'reject':
        return ['PUT', `/api/candidate-list/${id}/reject`, { comment: 'Not now' }];
      case 'withdraw':
        return ['PUT', `/api/candidate-list/${id}/withdraw`, { comment: 'Sorry', sendCopyToEmployer: true }];
      case 'edit-feedback':
        return ['PUT', `/api/candidate-list/${id}/feedback/edit`, { feedback: 'Good list' }];
      case 'create':
        return ['POST', '/api/candidate-list/create', { title: 'Longlist', attachments: [fileId], jobId: job }];
    }
  };

  it(`candidate lists: ${candidateListStatuses.length} statuses × ${candidateListActions.length - 1} actions × ${actors.length} actors, and create for every consultant status`, async () => {
    const mismatches: string[] = [];
    for (const status of candidateListStatuses) {
      for (const action of candidateListActions.filter((a) => a !== 'create')) {
        for (const actor of actors) {
          const [list] = await w.db.query<{ id: string }>(
            `INSERT INTO candidate_lists (job_id, recruiter_id, agency_organization_id, title, attachment_ids, status) VALUES ($1, $2, $3, 'L', $4, $5) RETURNING id`,
            [job, w.ids.alice, w.orgs.x, [fileId], status],
          );
          const id = Number(list!.id);
          const decision = decideCandidateListAction(
            actorOf(actor.key, actor.roles),
            {
              job: {
                authoredBy: { id: w.ids.e1!, organization: { id: w.orgs.a! } },
                acceptingCandidates: true,
                customTnC: null,
                status: { code: 'active' },
              },
              recruiterId: w.ids.alice!,
              recruiterStatus: 'accepted',
              listStatus: status,
            },
            action,
          );
          const [method, path, body] = listCall(action, id);
          const response = await w.call(method, path, { token: w.tokens[actor.key], body });
          const [after] = await w.db.query<{ status: string }>('SELECT status FROM candidate_lists WHERE id = $1', [id]);
          const logs = await w.db.query("SELECT to_status FROM status_logs WHERE entity_type = 'candidate-list' AND entity_id = $1", [id]);
          const label = `${status} × ${action} by ${actor.key}`;
          if (response.status !== expectedStatus(decision))
            mismatches.push(`${label}: ${response.status} ${JSON.stringify(response.body)} vs ${JSON.stringify(decision)}`);
          else if (decision.allowed) {
            const target = candidateListTarget(action) ?? status;
            if (after!.status !== target || logs.length !== 1) mismatches.push(`${label}: ${after!.status}, ${logs.length} logs`);
          } else if (after!.status !== status || logs.length !== 0 || response.body.message !== reasonText(decision)) {
            mismatches.push(`${label}: refusal ${response.body.message} changed ${after!.status}/${logs.length}`);
          }
        }
      }
    }
    // Create, for every status the consultant may have on the vacancy.
    for (const recruiterStatus of jobRecruiterMachineStatuses) {
      if (recruiterStatus === null)
        await w.db.query('DELETE FROM job_recruiters WHERE job_id = $1 AND recruiter_id = $2', [job, w.ids.alice]);
      else await assignRecruiter(w.db, job, w.ids.alice!, recruiterStatus);
      const decision = decideCandidateListAction(
        actorOf('alice', ['recruiter']),
        {
          job: {
            authoredBy: { id: w.ids.e1!, organization: { id: w.orgs.a! } },
            acceptingCandidates: true,
            customTnC: null,
            status: { code: 'active' },
          },
          recruiterId: w.ids.alice!,
          recruiterStatus,
          listStatus: null,
        },
        'create',
      );
      // A fresh upload each time: a file belongs to one candidate list.
      const [file] = await w.db.query<{ id: string }>(
        `INSERT INTO files (type, title, mime_type, size, storage_key, uploaded_by)
         VALUES ('attachment', 'list.pdf', 'application/pdf', 10, $1, $2) RETURNING id`,
        [`k-create-${recruiterStatus}`, w.ids.alice],
      );
      const [method, path] = listCall('create', 0);
      const body = { title: 'Longlist', attachments: [Number(file!.id)], jobId: job };
      const response = await w.call(method, path, { token: w.tokens.alice, body });
      if (response.status !== expectedStatus(decision))
        mismatches.push(`create with consultant ${recruiterStatus}: ${response.status} vs ${JSON.stringify(decision)}`);
      if (decision.allowed && response.body.result?.status.code !== 'submitted')
        mismatches.push(`create: ${JSON.stringify(response.body)}`);
    }
    await assignRecruiter(w.db, job, w.ids.alice!, 'accepted');
    expect(mismatches).toEqual([]);
  }, 300_000);
});

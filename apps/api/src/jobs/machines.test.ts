/**
 * For every status × action pair the API agrees with the domain machines: the table is generated
 * from domain's action lists and statuses, and each expectation comes from domain's decision.
 */
import {
  decideJobAction,
  decisionStatus,
  decideJobRecruiterAction,
  jobActions,
  jobActionTargets,
  jobRecruiterMachineStatuses,
  jobRecruiterTarget,
  jobStatuses,
  permissionsForRoles,
  type Actor,
  type Decision,
  type JobAction,
  type JobRecruiterAction,
  type RoleCode,
} from '@mandate/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/databases';
import { jobWorld, type JobWorld } from './testWorld';

/** How each vacancy action is called; actions without a call in 001 §7.3 are listed apart. */
const jobCalls: Partial<Record<JobAction, { method: string; path: string; body?: (w: JobWorld) => unknown }>> = {
  'pay-for-publication': {
    method: 'PUT',
    path: 'publish',
    body: () => ({ terms: { accepted: true, locale: 'en', revision: '2018-05-25' } }),
  },
  hold: { method: 'PUT', path: 'on-hold', body: () => ({ reason: 'hiring-freeze' }) },
  reactivate: { method: 'PUT', path: 'reactivate', body: () => ({}) },
  reopen: { method: 'PUT', path: 'reopen', body: () => ({}) },
  republish: { method: 'PUT', path: 'republish', body: () => ({}) },
  cancel: { method: 'PUT', path: 'cancel', body: () => ({ cancelReason: 'other' }) },
  edit: { method: 'PUT', path: 'edit', body: () => ({ title: 'Edited' }) },
  'toggle-accepting-candidates': { method: 'PUT', path: 'accepting-candidates', body: () => ({}) },
  'toggle-accepting-headhunters': { method: 'PUT', path: 'accepting-headhunters', body: () => ({}) },
  invite: { method: 'POST', path: 'job-recruiter/invite', body: (w) => ({ recruiters: [w.ids.r1], comment: '<p>Join us</p>' }) },
  'review-shortlist': { method: 'POST', path: 'shortlist/create', body: () => ({}) },
  'delete-draft': { method: 'DELETE', path: 'delete-draft' },
};
/** Machine actions the call catalogue has no call for (sending to all recruiters is done by the mailing tool). */
const jobActionsWithoutCall: JobAction[] = ['send-to-all-recruiters'];

/** How each job-recruiter action is called: by the consultant on the vacancy, or on the relation by id. */
const recruiterCalls: Partial<Record<JobRecruiterAction, { kind: 'own' | 'relation' | 'invite'; path: string; body: unknown }>> = {
  request: { kind: 'own', path: 'job-recruiter/request', body: { comment: '<p>Cover letter</p>' } },
  'accept-invitation': { kind: 'own', path: 'job-recruiter/invitation/accept', body: { comment: '<p>Gladly</p>' } },
  'decline-invitation': { kind: 'own', path: 'job-recruiter/invitation/decline', body: { declineReason: 'no-capacity' } },
  invite: { kind: 'invite', path: 'job-recruiter/invite', body: null },
  approve: { kind: 'relation', path: 'approve', body: {} },
  reject: { kind: 'relation', path: 'reject', body: { comment: 'Not a fit' } },
  reactivate: { kind: 'relation', path: 'reactivate', body: {} },
  withdraw: { kind: 'relation', path: 'withdraw', body: { withdrawReason: 'other' } },
  'withdraw-invitation': { kind: 'relation', path: 'withdraw-invitation', body: {} },
  'request-testimonial': { kind: 'relation', path: 'request-testimonial', body: {} },
};
/** Checked where they happen: testimonials (user module), submitting and sending candidates (application module). */
const recruiterActionsElsewhere: JobRecruiterAction[] = ['testimonial', 'submit-candidate', 'send-to-employer'];

/** The answer the server gives a decision: domain's classification, the one the server imports. */
const expectedStatus = (decision: Decision) => decisionStatus(decision);

describe.each(testDatabases)('the API agrees with the domain machines on $name', ({ open }) => {
  let w: JobWorld;
  const actors: Record<string, Actor> = {};
  beforeAll(async () => {
    w = await jobWorld(await open());
    const actor = (key: string, roles: RoleCode[], managed: number[] = []): Actor => ({
      id: w.ids[key]!,
      roles: roles.map((code) => ({ code })),
      permissions: permissionsForRoles(roles),
      managedOrganizations: managed.map((id) => ({ id })),
    });
    actors.author = actor('author', ['employer']);
    actors.manager = actor('manager', ['employer'], [w.orgs.company!]);
    actors.admin = actor('admin', ['content-admin']);
    actors.r1 = actor('r1', ['recruiter']);
  });
  afterAll(async () => w.close());

  it('maps every vacancy action to a call or lists it as having none', () => {
    expect([...Object.keys(jobCalls), ...jobActionsWithoutCall].sort()).toEqual([...jobActions].sort());
    expect([...Object.keys(recruiterCalls), ...recruiterActionsElsewhere].sort()).toEqual(
      [
        'request',
        'approve',
        'reject',
        'reactivate',
        'withdraw',
        'invite',
        'withdraw-invitation',
        'accept-invitation',
        'decline-invitation',
        'testimonial',
        'request-testimonial',
        'submit-candidate',
        'send-to-employer',
      ].sort(),
    );
  });

  it('every vacancy status × action × (author, manager, admin): answer, status and log as domain decides', async () => {
    let cases = 0;
    const mismatches: string[] = [];
    for (const status of jobStatuses) {
      for (const [action, callSpec] of Object.entries(jobCalls) as [JobAction, NonNullable<(typeof jobCalls)[JobAction]>][]) {
        for (const who of ['author', 'manager', 'admin']) {
          const id = await w.job(status);
          const [before] = await w.db.query<{ n: string }>('SELECT count(*) AS n FROM status_logs WHERE job_id = $1', [id]);
          const decision = decideJobAction(
            actors[who]!,
            {
              authoredBy: { id: w.ids.author!, organization: { id: w.orgs.company! } },
              premoderation: false,
              isExclusiveForHeadhunters: false,
              recruiters: [],
              candidates: [],
              status: { code: status },
              statistics: { recruitedCandidates: 0 },
            },
            action,
          );
          const response = await w.call(callSpec.method, `/api/job/${id}/${callSpec.path}`, {
            token: w.tokens[who],
            body: callSpec.body?.(w),
          });
          const [after] = await w.db.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [id]);
          const [logs] = await w.db.query<{ n: string }>('SELECT count(*) AS n FROM status_logs WHERE job_id = $1', [id]);
          const expected = expectedStatus(decision);
          const target = decision.allowed ? (jobActionTargets[action] ?? status) : status;
          const logged = Number(logs!.n) - Number(before!.n);
          if (
            response.status !== expected ||
            after!.status !== target ||
            (decision.allowed ? logged < (action === 'edit' ? 0 : 1) : logged !== 0)
          ) {
            mismatches.push(
              `${status} × ${action} by ${who}: got ${response.status} → ${after!.status} (+${logged} logs), domain says ${JSON.stringify(decision)}`,
            );
          }
          if (!decision.allowed) expect(response.body.message).toBeTruthy();
          cases++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBe(jobStatuses.length * Object.keys(jobCalls).length * 3);
  }, 300_000);

  it('every consultant status × action × (author, consultant, admin): answer, status and log as domain decides', async () => {
    let cases = 0;
    const mismatches: string[] = [];
    const job = await w.job('active');
    for (const status of jobRecruiterMachineStatuses) {
      for (const [action, spec] of Object.entries(recruiterCalls) as [
        JobRecruiterAction,
        NonNullable<(typeof recruiterCalls)[JobRecruiterAction]>,
      ][]) {
        for (const who of ['author', 'r1', 'admin']) {
          // The consultant's own calls address the caller's relation; a relation call needs a relation.
          if (spec.kind === 'own' && who !== 'r1') continue;
          if (spec.kind === 'relation' && status === null) continue;
          await w.db.query('DELETE FROM job_recruiters WHERE job_id = $1', [job]);
          let relation: number | null = null;
          if (status !== null) {
            const [row] = await w.db.query<{ id: string }>(
              "INSERT INTO job_recruiters (job_id, recruiter_id, status, source) VALUES ($1, $2, $3, 'request') RETURNING id",
              [job, w.ids.r1, status],
            );
            relation = Number(row!.id);
          }
          // Inviting is decided by both machines: the vacancy's `invite` first, then the consultant's.
          const jobDecision =
            action === 'invite'
              ? decideJobAction(
                  actors[who]!,
                  {
                    authoredBy: { id: w.ids.author!, organization: { id: w.orgs.company! } },
                    premoderation: false,
                    isExclusiveForHeadhunters: false,
                    recruiters: [],
                    candidates: [],
                    status: { code: 'active' },
                  },
                  'invite',
                )
              : null;
          const relationDecision = decideJobRecruiterAction(
            actors[who]!,
            {
              job: {
                authoredBy: { id: w.ids.author!, organization: { id: w.orgs.company! } },
                acceptingCandidates: true,
                acceptingRecruiters: true,
                customTnC: null,
                status: { code: 'active' },
              },
              recruiterId: w.ids.r1!,
              recruiterStatus: status,
            },
            action,
          );
          const decision = jobDecision && !jobDecision.allowed ? jobDecision : relationDecision;
          const path = spec.kind === 'relation' ? `/api/job-recruiter/${relation}/${spec.path}` : `/api/job/${job}/${spec.path}`;
          const body = spec.kind === 'invite' ? { recruiters: [w.ids.r1], comment: '<p>Join us</p>' } : spec.body;
          const [logsBefore] = await w.db.query<{ n: string }>("SELECT count(*) AS n FROM status_logs WHERE entity_type = 'job-recruiter'");
          const response = await w.call(spec.kind === 'relation' ? 'PUT' : 'POST', path, { token: w.tokens[who], body });
          const [after] = await w.db.query<{ status: string }>(
            'SELECT status FROM job_recruiters WHERE job_id = $1 AND recruiter_id = $2',
            [job, w.ids.r1],
          );
          const [logsAfter] = await w.db.query<{ n: string }>("SELECT count(*) AS n FROM status_logs WHERE entity_type = 'job-recruiter'");
          const expected = expectedStatus(decision);
          const target = decision.allowed ? (jobRecruiterTarget(action) ?? status) : status;
          const logged = Number(logsAfter!.n) - Number(logsBefore!.n);
          if (response.status !== expected || (after?.status ?? null) !== target || logged !== (decision.allowed ? 1 : 0)) {
            mismatches.push(
              `${status} × ${action} by ${who}: got ${response.status} → ${after?.status ?? null} (+${logged} logs), domain says ${JSON.stringify(decision)}`,
            );
          }
          cases++;
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(cases).toBeGreaterThan(100);
  }, 300_000);
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  allowedJobRecruiterActions,
  customTermsSatisfied,
  decideJobRecruiterAction,
  decideJobRecruiterActions,
  jobRecruiterActions,
  jobRecruiterDisplayLabels,
  jobRecruiterDisplayStatus,
  jobRecruiterMachineStatuses,
  jobRecruiterTarget,
} from './jobRecruiter';
import type { JobRecruiterAction, JobRecruiterContext, JobRecruiterMachineStatus } from './jobRecruiter';
import { jobRecruiterStatuses, jobStatuses } from '../statuses';
import type { JobStatus } from '../statuses';
import { can, isAdmin, isOwner, jobOwner, reasonCodes, roleCodes } from '../permissions';
import type { Actor } from '../permissions';
import {
  actor,
  admin,
  arbActor,
  author,
  AUTHOR_ID,
  AUTHOR_ORG,
  manager,
  otherEmployer,
  otherRecruiter,
  recruiter,
  RECRUITER_ID,
} from '../../test/fixtures';

function ctx(
  recruiterStatus: JobRecruiterContext['recruiterStatus'],
  over: Partial<JobRecruiterContext['job']> = {},
  jobStatus: JobStatus = 'active',
): JobRecruiterContext {
  return {
    job: {
      authoredBy: { id: AUTHOR_ID, organization: { id: AUTHOR_ORG } },
      acceptingCandidates: true,
      customTnC: null,
      status: { code: jobStatus },
      ...over,
    },
    recruiterId: RECRUITER_ID,
    recruiterStatus,
  };
}

const allowedFrom = (who: Actor, action: JobRecruiterAction, jobStatus: JobStatus = 'active') =>
  jobRecruiterMachineStatuses.filter((s) => decideJobRecruiterAction(who, ctx(s, {}, jobStatus), action).allowed);

describe('job-recruiter rules of 001 §4.2', () => {
  it('reject: from requested or accepted, by the vacancy owner or an admin', () => {
    expect(allowedFrom(author, 'reject')).toEqual(['requested', 'accepted']);
    expect(allowedFrom(manager, 'reject')).toEqual(['requested', 'accepted']);
    expect(allowedFrom(admin, 'reject')).toEqual(['requested', 'accepted']);
    expect(allowedFrom(otherEmployer, 'reject')).toEqual([]);
    expect(decideJobRecruiterAction(otherEmployer, ctx('requested'), 'reject')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(allowedFrom(recruiter, 'reject')).toEqual([]);
  });

  it('withdraw invitation: only from invited', () => {
    expect(allowedFrom(author, 'withdraw-invitation')).toEqual(['invited']);
    expect(jobRecruiterTarget('withdraw-invitation')).toBe('withdrawn-invitation');
  });

  it('apply (request): with no status, or withdrawn, or withdrawn-invitation; by the consultant', () => {
    expect(allowedFrom(recruiter, 'request')).toEqual([null, 'withdrawn', 'withdrawn-invitation']);
    expect(allowedFrom(otherRecruiter, 'request')).toEqual([]);
    expect(decideJobRecruiterAction(recruiter, ctx('declined'), 'request').allowed).toBe(true);
  });

  it('recruiters can apply, accept, decline and withdraw; not approve, reject, reactivate or invite', () => {
    const canDo = new Set(jobRecruiterMachineStatuses.flatMap((s) => allowedJobRecruiterActions(recruiter, ctx(s))));
    expect([...canDo].sort()).toEqual([
      'accept-invitation',
      'decline-invitation',
      'request',
      'request-testimonial',
      'send-to-employer',
      'submit-candidate',
      'withdraw',
    ]);
  });

  it('accept and decline an invitation: from invited, by the consultant', () => {
    expect(allowedFrom(recruiter, 'accept-invitation')).toEqual(['invited']);
    expect(allowedFrom(recruiter, 'decline-invitation')).toEqual(['invited']);
    expect(jobRecruiterTarget('accept-invitation')).toBe('accepted');
    expect(jobRecruiterTarget('decline-invitation')).toBe('withdrawn');
  });

  it('withdraw: from requested or accepted, by the consultant', () => {
    expect(allowedFrom(recruiter, 'withdraw')).toEqual(['requested', 'accepted']);
  });

  it('approve from requested; reactivate from rejected; by owner or admin', () => {
    expect(allowedFrom(author, 'approve')).toEqual(['requested']);
    expect(allowedFrom(author, 'reactivate')).toEqual(['rejected']);
    expect(allowedFrom(admin, 'reactivate')).toEqual(['rejected']);
  });

  it('invite: a consultant without status or with a withdrawn invitation, on an active vacancy', () => {
    expect(allowedFrom(author, 'invite')).toEqual([null, 'withdrawn-invitation']);
    expect(decideJobRecruiterAction(author, ctx(null, {}, 'on-hold'), 'invite')).toEqual({ allowed: false, reason: 'job-not-active' });
  });

  it('testimonial: admin or employer, for accepted consultants, on closed or active vacancies', () => {
    for (const who of [admin, author]) {
      expect(allowedFrom(who, 'testimonial', 'active')).toEqual(['accepted']);
      expect(allowedFrom(who, 'testimonial', 'closed')).toEqual(['accepted']);
      expect(allowedFrom(who, 'testimonial', 'on-hold')).toEqual([]);
    }
    expect(decideJobRecruiterAction(admin, ctx('accepted', {}, 'cancelled'), 'testimonial')).toEqual({
      allowed: false,
      reason: 'job-not-active-or-closed',
    });
    expect(decideJobRecruiterAction(otherEmployer, ctx('accepted'), 'testimonial')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(allowedFrom(recruiter, 'testimonial')).toEqual([]);
  });

  it('submitting a candidate needs an accepted consultant, an active vacancy accepting candidates, and application-create', () => {
    expect(decideJobRecruiterAction(recruiter, ctx('accepted'), 'submit-candidate')).toEqual({ allowed: true });
    expect(decideJobRecruiterAction(recruiter, ctx('requested'), 'submit-candidate')).toEqual({
      allowed: false,
      reason: 'recruiter-not-accepted',
    });
    expect(decideJobRecruiterAction(recruiter, ctx('accepted', {}, 'on-hold'), 'submit-candidate')).toEqual({
      allowed: false,
      reason: 'job-not-active',
    });
    expect(decideJobRecruiterAction(recruiter, ctx('accepted', { acceptingCandidates: false }), 'submit-candidate')).toEqual({
      allowed: false,
      reason: 'not-accepting-candidates',
    });
    expect(decideJobRecruiterAction({ ...recruiter, permissions: [] }, ctx('accepted'), 'submit-candidate')).toEqual({
      allowed: false,
      reason: 'permission-denied',
    });
    expect(decideJobRecruiterAction(otherRecruiter, ctx('accepted'), 'submit-candidate')).toEqual({ allowed: false, reason: 'not-owner' });
  });

  it('sending to the employer needs acceptance and agreed applying custom terms', () => {
    const applying = { customTnC: { requestOnPhase: { code: 'applying' as const }, agreements: [] } };
    expect(decideJobRecruiterAction(recruiter, ctx('accepted'), 'send-to-employer').allowed).toBe(true);
    expect(decideJobRecruiterAction(recruiter, ctx('requested'), 'send-to-employer')).toEqual({
      allowed: false,
      reason: 'recruiter-not-accepted',
    });
    expect(decideJobRecruiterAction(recruiter, ctx('accepted', applying), 'send-to-employer')).toEqual({
      allowed: false,
      reason: 'custom-terms-not-agreed',
    });
    const agreed = { customTnC: { requestOnPhase: { code: 'applying' as const }, agreements: [{ recruiter: { id: RECRUITER_ID } }] } };
    expect(decideJobRecruiterAction(recruiter, ctx('accepted', agreed), 'send-to-employer').allowed).toBe(true);
    expect(customTermsSatisfied({ customTnC: { requestOnPhase: { code: 'submitting' } } }, RECRUITER_ID)).toBe(true);
  });
});

describe('display mapping of 000 §4', () => {
  it.each([
    ['invited', 'invitation', 'invited'],
    ['invited', 'admin-invitation', 'invited'],
    ['accepted', null, 'applied'],
    ['withdrawn-invitation', 'invitation', 'applied'],
    ['requested', 'request', 'requested'],
    ['rejected', null, 'rejected'],
    ['withdrawn', 'invitation', 'declined'],
    ['withdrawn', 'admin-invitation', 'declined'],
    ['declined', 'invitation', 'declined'],
    ['declined', 'admin-invitation', 'declined'],
    ['withdrawn', 'request', 'withdrawn'],
    ['withdrawn', null, 'withdrawn'],
    ['declined', 'request', 'withdrawn'],
    ['declined', undefined, 'withdrawn'],
  ] as const)('%s with source %s is displayed as %s', (status, source, shown) => {
    expect(jobRecruiterDisplayStatus(status, source)).toBe(shown);
  });
  it('has EN and DE labels', () => {
    expect(jobRecruiterDisplayLabels.en.applied).toBe('Applied');
    expect(jobRecruiterDisplayLabels.de.declined).toBe('Abgesagt');
  });
});

/** 001 §4.2 restated: what an allowed action implies. */
const specAllows: Partial<Record<JobRecruiterAction, (s: JobRecruiterMachineStatus, a: Actor, c: JobRecruiterContext) => boolean>> = {
  reject: (s) => s === 'requested' || s === 'accepted',
  'withdraw-invitation': (s) => s === 'invited',
  request: (s) => s === null || s === 'withdrawn' || s === 'withdrawn-invitation',
  testimonial: (s, a, c) =>
    s === 'accepted' && ['closed', 'active'].includes(c.job.status.code) && (isAdmin(a) || isOwner(a, jobOwner(c.job))),
  'submit-candidate': (s, a, c) =>
    s === 'accepted' && c.job.status.code === 'active' && c.job.acceptingCandidates && can(a, 'application-create'),
  'send-to-employer': (s, _a, c) => s === 'accepted' && customTermsSatisfied(c.job, c.recruiterId),
};

describe('job-recruiter machine properties', () => {
  it('exhaustively: every status × action × role (as author, as the consultant, as neither) × vacancy status answers within 001 §4.2', () => {
    for (const role of roleCodes)
      for (const id of [AUTHOR_ID, RECRUITER_ID, 99])
        for (const status of [...jobRecruiterMachineStatuses, 'declined' as const])
          for (const jobStatus of jobStatuses)
            for (const accepting of [true, false]) {
              const a = actor(id, [role]);
              const c = ctx(status, { acceptingCandidates: accepting }, jobStatus);
              const normalised = status === 'declined' ? 'withdrawn' : status;
              for (const action of jobRecruiterActions) {
                const d = decideJobRecruiterAction(a, c, action);
                expect(decideJobRecruiterAction(a, c, action)).toEqual(d);
                if (d.allowed) expect(specAllows[action]?.(normalised, a, c) ?? true).toBe(true);
                else expect(reasonCodes).toContain(d.reason);
              }
            }
  });

  it('deterministic, and never allows what 001 §4.2 forbids, for every status × action × role', () => {
    const arbCtx = fc
      .record({
        status: fc.constantFrom(...jobRecruiterMachineStatuses, 'declined' as const),
        jobStatus: fc.constantFrom(...jobStatuses),
        accepting: fc.boolean(),
        terms: fc.constantFrom(null, 'applying', 'submitting'),
        agreed: fc.boolean(),
      })
      .map((r) =>
        ctx(
          r.status,
          {
            acceptingCandidates: r.accepting,
            customTnC: r.terms
              ? { requestOnPhase: { code: r.terms }, agreements: r.agreed ? [{ recruiter: { id: RECRUITER_ID } }] : [] }
              : null,
          },
          r.jobStatus,
        ),
      );
    fc.assert(
      fc.property(arbActor, arbCtx, (a, c) => {
        const first = decideJobRecruiterActions(a, c);
        expect(decideJobRecruiterActions(a, c)).toEqual(first);
        const status = c.recruiterStatus === 'declined' ? 'withdrawn' : c.recruiterStatus;
        for (const action of jobRecruiterActions) {
          if (!first[action].allowed) continue;
          expect(specAllows[action]?.(status, a, c) ?? true).toBe(true);
          const to = jobRecruiterTarget(action);
          if (to) expect(jobRecruiterStatuses).toContain(to);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('requests and invitations beyond the table', () => {
  it('a consultant requests only an active vacancy that accepts consultants', () => {
    expect(decideJobRecruiterAction(recruiter, ctx(null), 'request')).toEqual({ allowed: true });
    expect(decideJobRecruiterAction(recruiter, ctx(null, {}, 'on-hold'), 'request')).toEqual({ allowed: false, reason: 'job-not-active' });
    expect(decideJobRecruiterAction(recruiter, ctx(null, { acceptingRecruiters: false }), 'request')).toEqual({
      allowed: false,
      reason: 'not-accepting-recruiters',
    });
  });

  it('a consultant the company banned can neither request nor be invited', () => {
    const banned = { ...ctx(null), recruiterBlacklisted: true };
    expect(decideJobRecruiterAction(recruiter, banned, 'request')).toEqual({ allowed: false, reason: 'recruiter-blacklisted' });
    expect(decideJobRecruiterAction(author, banned, 'invite')).toEqual({ allowed: false, reason: 'recruiter-blacklisted' });
    expect(decideJobRecruiterAction(author, ctx(null), 'invite')).toEqual({ allowed: true });
  });
});

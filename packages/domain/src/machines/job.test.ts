import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allowedJobActions, decideJobAction, decideJobActions, jobActions, jobActionTargets } from './job';
import type { JobAction } from './job';
import { jobStatuses } from '../statuses';
import type { JobStatus } from '../statuses';
import { can, isAdmin, isOwner, jobOwner, reasonCodes, roleCodes } from '../permissions';
import {
  actor,
  admin,
  arbActor,
  arbJob,
  author,
  AUTHOR_ID,
  job,
  manager,
  nobody,
  otherEmployer,
  recruiter,
  salesAdmin,
} from '../../test/fixtures';

const allowedIn = (action: JobAction, who: Parameters<typeof decideJobAction>[0], over = {}) =>
  jobStatuses.filter((s) => decideJobAction(who, job(s, over), action).allowed);

describe('vacancy table of 001 §4.1', () => {
  it('pay for publication: from draft only', () => {
    expect(allowedIn('pay-for-publication', author)).toEqual(['draft']);
    expect(allowedIn('pay-for-publication', admin)).toEqual(['draft']);
    expect(decideJobAction(author, job('active'), 'pay-for-publication')).toEqual({ allowed: false, reason: 'status-not-allowed' });
  });

  it('put on hold: from active only', () => {
    expect(allowedIn('hold', author)).toEqual(['active']);
    expect(allowedIn('hold', admin)).toEqual(['active']);
  });

  it('reactivate: from on-hold for employer or admin; from cancelled for admin only', () => {
    expect(allowedIn('reactivate', author)).toEqual(['on-hold']);
    expect(allowedIn('reactivate', admin)).toEqual(['on-hold', 'cancelled']);
    expect(allowedIn('reactivate', salesAdmin)).toEqual(['on-hold', 'cancelled']);
    expect(decideJobAction(author, job('cancelled'), 'reactivate')).toEqual({ allowed: false, reason: 'admin-only' });
  });

  it('republish: from expired only, for the owner or an admin', () => {
    expect(allowedIn('republish', author)).toEqual(['expired']);
    expect(allowedIn('republish', admin)).toEqual(['expired']);
    expect(allowedIn('republish', otherEmployer)).toEqual([]);
    expect(decideJobAction(author, job('draft'), 'republish')).toEqual({ allowed: false, reason: 'status-not-allowed' });
  });

  it('reopen: from closed, admin only', () => {
    expect(allowedIn('reopen', admin)).toEqual(['closed']);
    expect(allowedIn('reopen', author)).toEqual([]);
    expect(decideJobAction(author, job('closed'), 'reopen')).toEqual({ allowed: false, reason: 'admin-only' });
  });

  it('cancel: unless cancelled; with premoderation, or zero recruited while active or on-hold', () => {
    expect(allowedIn('cancel', author)).toEqual(['active', 'on-hold']);
    expect(allowedIn('cancel', author, { premoderation: true })).toEqual(jobStatuses.filter((s) => s !== 'cancelled'));
    expect(allowedIn('cancel', author, { statistics: { recruitedCandidates: 1 } })).toEqual([]);
    expect(decideJobAction(author, job('active', { statistics: { recruitedCandidates: 2 } }), 'cancel')).toEqual({
      allowed: false,
      reason: 'has-recruited-candidates',
    });
    expect(decideJobAction(admin, job('cancelled', { premoderation: true }), 'cancel').allowed).toBe(false);
    expect(decideJobAction(nobody, job('active'), 'cancel')).toEqual({ allowed: false, reason: 'permission-denied' });
    expect(decideJobAction(otherEmployer, job('active'), 'cancel')).toEqual({ allowed: false, reason: 'not-owner' });
  });

  it('edit own job: only in draft, active or on-hold', () => {
    expect(allowedIn('edit', author)).toEqual(['draft', 'active', 'on-hold']);
    expect(allowedIn('edit', manager)).toEqual(['draft', 'active', 'on-hold']);
    expect(allowedIn('edit', otherEmployer)).toEqual([]);
  });

  it('edit any job: by permission, in every status', () => {
    expect(allowedIn('edit', admin)).toEqual([...jobStatuses]);
    const editor = { ...otherEmployer, permissions: ['job-edit-any' as const] };
    expect(allowedIn('edit', editor)).toEqual([...jobStatuses]);
  });

  it('toggle accepting candidates / headhunters: only when active', () => {
    for (const action of ['toggle-accepting-candidates', 'toggle-accepting-headhunters'] as const) {
      expect(allowedIn(action, author)).toEqual(['active']);
      expect(allowedIn(action, admin)).toEqual(['active']);
    }
  });

  it('invite headhunters: only when active and not exclusive for headhunters', () => {
    expect(allowedIn('invite', author)).toEqual(['active']);
    expect(allowedIn('invite', author, { isExclusiveForHeadhunters: true })).toEqual([]);
    expect(decideJobAction(author, job('active', { isExclusiveForHeadhunters: true }), 'invite')).toEqual({
      allowed: false,
      reason: 'exclusive-for-headhunters',
    });
  });

  it('send to all recruiters: needs a recruiter; admin in active/on-hold/cancelled/closed; employer in active/on-hold', () => {
    expect(allowedIn('send-to-all-recruiters', admin)).toEqual(['active', 'on-hold', 'closed', 'cancelled']);
    expect(allowedIn('send-to-all-recruiters', author)).toEqual(['active', 'on-hold']);
    expect(allowedIn('send-to-all-recruiters', admin, { recruiters: [] })).toEqual([]);
    expect(decideJobAction(author, job('active', { recruiters: [] }), 'send-to-all-recruiters')).toEqual({
      allowed: false,
      reason: 'no-recruiters',
    });
    expect(decideJobAction(author, job('closed'), 'send-to-all-recruiters')).toEqual({ allowed: false, reason: 'admin-only' });
  });

  it('review shortlist: needs candidates; admin when not draft; employer when active or on-hold', () => {
    expect(allowedIn('review-shortlist', admin)).toEqual(jobStatuses.filter((s) => s !== 'draft'));
    expect(allowedIn('review-shortlist', author)).toEqual(['active', 'on-hold']);
    expect(allowedIn('review-shortlist', admin, { candidates: [] })).toEqual([]);
    expect(decideJobAction(author, job('active', { candidates: [] }), 'review-shortlist')).toEqual({
      allowed: false,
      reason: 'no-candidates',
    });
  });

  it('job owner: the author or a manager of the author organisation', () => {
    expect(isOwner(author, jobOwner(job('active')))).toBe(true);
    expect(isOwner(manager, jobOwner(job('active')))).toBe(true);
    expect(isOwner(otherEmployer, jobOwner(job('active')))).toBe(false);
  });

  it('a recruiter can do nothing on a vacancy', () => {
    for (const s of jobStatuses) expect(allowedJobActions(recruiter, job(s))).toEqual([]);
  });

  it('status-changing actions have targets', () => {
    expect(jobActionTargets).toEqual({
      'pay-for-publication': 'active',
      hold: 'on-hold',
      reactivate: 'active',
      reopen: 'active',
      republish: 'active',
      cancel: 'cancelled',
      'delete-draft': 'deleted-draft',
    });
  });

  it('delete draft: only drafts, by the owner or an admin', () => {
    expect(allowedIn('delete-draft', author)).toEqual(['draft']);
    expect(allowedIn('delete-draft', admin)).toEqual(['draft']);
    expect(allowedIn('delete-draft', otherEmployer)).toEqual([]);
  });
});

/** The table of 001 §4.1 restated as predicates: an allowed action must satisfy them. */
const specAllows: Record<JobAction, (s: JobStatus, a: Parameters<typeof decideJobAction>[0], j: ReturnType<typeof job>) => boolean> = {
  'pay-for-publication': (s) => s === 'draft',
  hold: (s) => s === 'active',
  reactivate: (s, a) => s === 'on-hold' || (s === 'cancelled' && isAdmin(a)),
  reopen: (s, a) => s === 'closed' && isAdmin(a),
  cancel: (s, a, j) =>
    s !== 'cancelled' &&
    can(a, 'job-cancel', jobOwner(j)) &&
    (j.premoderation || ((j.statistics?.recruitedCandidates ?? 0) === 0 && (s === 'active' || s === 'on-hold'))),
  edit: (s, a, j) => can(a, 'job-edit-any') || (can(a, 'job-edit-own', jobOwner(j)) && ['draft', 'active', 'on-hold'].includes(s)),
  'toggle-accepting-candidates': (s) => s === 'active',
  'toggle-accepting-headhunters': (s) => s === 'active',
  invite: (s, _a, j) => s === 'active' && !j.isExclusiveForHeadhunters,
  'send-to-all-recruiters': (s, a, j) =>
    j.recruiters.length > 0 &&
    ((isAdmin(a) && ['active', 'on-hold', 'cancelled', 'closed'].includes(s)) || ['active', 'on-hold'].includes(s)),
  'review-shortlist': (s, a, j) => j.candidates.length > 0 && ((isAdmin(a) && s !== 'draft') || ['active', 'on-hold'].includes(s)),
  'delete-draft': (s) => s === 'draft',
  republish: (s) => s === 'expired',
};

describe('vacancy machine properties', () => {
  it('exhaustively: every status × action × role (as owner or not) × record flags answers deterministically within the table', () => {
    let checked = 0;
    for (const role of roleCodes)
      for (const id of [AUTHOR_ID, 99])
        for (const status of jobStatuses)
          for (let flags = 0; flags < 32; flags += 1) {
            const a = actor(id, [role]);
            const j = job(status, {
              premoderation: !!(flags & 1),
              isExclusiveForHeadhunters: !!(flags & 2),
              recruiters: flags & 4 ? [{ recruiter: { id: 2 } }] : [],
              candidates: flags & 8 ? [{ jobRecruiter: { recruiter: { id: 2 } } }] : [],
              statistics: { recruitedCandidates: flags & 16 ? 1 : 0 },
            });
            for (const action of jobActions) {
              const d = decideJobAction(a, j, action);
              expect(decideJobAction(a, j, action)).toEqual(d);
              if (d.allowed) expect(specAllows[action](status, a, j)).toBe(true);
              else expect(reasonCodes).toContain(d.reason);
              checked += 1;
            }
          }
    expect(checked).toBe(roleCodes.length * 2 * jobStatuses.length * 32 * jobActions.length);
  });

  it('answers deterministically and never allows what the table forbids, for every status × action × role', () => {
    fc.assert(
      fc.property(arbActor, arbJob, (a, j) => {
        const first = decideJobActions(a, j);
        expect(decideJobActions(a, j)).toEqual(first);
        for (const action of jobActions) {
          if (first[action].allowed) expect(specAllows[action](j.status.code, a, j)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('an actor without any permission is always refused with a reason', () => {
    fc.assert(
      fc.property(arbJob, fc.constantFrom(...jobActions), (j, action) => {
        const d = decideJobAction(nobody, j, action);
        expect(d.allowed).toBe(false);
      }),
    );
  });
});

import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  candidateListActions,
  candidateListMachineStatuses,
  candidateListTarget,
  decideCandidateListAction,
  decideCandidateListActions,
} from './candidateList';
import type { CandidateListAction, CandidateListContext, CandidateListMachineStatus } from './candidateList';
import { jobStatuses } from '../statuses';
import type { JobStatus } from '../statuses';
import type { Actor } from '../permissions';
import {
  admin,
  arbActor,
  author,
  AUTHOR_ID,
  AUTHOR_ORG,
  otherEmployer,
  otherRecruiter,
  recruiter,
  RECRUITER_ID,
} from '../../test/fixtures';

function ctx(
  listStatus: CandidateListMachineStatus,
  jobStatus: JobStatus = 'active',
  recruiterStatus: CandidateListContext['recruiterStatus'] = 'accepted',
): CandidateListContext {
  return {
    job: {
      authoredBy: { id: AUTHOR_ID, organization: { id: AUTHOR_ORG } },
      acceptingCandidates: true,
      customTnC: null,
      status: { code: jobStatus },
    },
    recruiterId: RECRUITER_ID,
    recruiterStatus,
    listStatus,
  };
}

const allowedFrom = (who: Actor, action: CandidateListAction) =>
  candidateListMachineStatuses.filter((s) => decideCandidateListAction(who, ctx(s), action).allowed);

describe('candidate list actions (000 §4)', () => {
  it('create: by the accepted consultant on an active vacancy accepting candidates', () => {
    expect(allowedFrom(recruiter, 'create')).toEqual([null]);
    expect(decideCandidateListAction(recruiter, ctx(null, 'on-hold'), 'create')).toEqual({ allowed: false, reason: 'job-not-active' });
    expect(decideCandidateListAction(recruiter, ctx(null, 'active', 'requested'), 'create')).toEqual({
      allowed: false,
      reason: 'recruiter-not-accepted',
    });
    expect(decideCandidateListAction(otherRecruiter, ctx(null), 'create')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(candidateListTarget('create')).toBe('submitted');
  });
  it('complete research and reject: submitted lists, by the vacancy owner or an admin', () => {
    for (const who of [author, admin]) {
      expect(allowedFrom(who, 'complete')).toEqual(['submitted']);
      expect(allowedFrom(who, 'reject')).toEqual(['submitted']);
    }
    expect(allowedFrom(otherEmployer, 'complete')).toEqual([]);
    expect(allowedFrom(recruiter, 'reject')).toEqual([]);
    expect(candidateListTarget('complete')).toBe('completed');
  });
  it('withdraw and edit: submitted lists, by the consultant', () => {
    expect(allowedFrom(recruiter, 'withdraw')).toEqual(['submitted']);
    expect(allowedFrom(recruiter, 'edit')).toEqual(['submitted']);
    expect(allowedFrom(author, 'withdraw')).toEqual([]);
    expect(candidateListTarget('withdraw')).toBe('withdrawn');
  });
  it('edit feedback: the vacancy owner, on lists not withdrawn', () => {
    expect(allowedFrom(author, 'edit-feedback')).toEqual(['submitted', 'completed', 'rejected']);
    expect(allowedFrom(recruiter, 'edit-feedback')).toEqual([]);
  });
});

describe('candidate list properties', () => {
  it('deterministic; nothing but create before the list exists; nothing but edit-feedback once decided', () => {
    fc.assert(
      fc.property(
        arbActor,
        fc.constantFrom(...candidateListMachineStatuses),
        fc.constantFrom(...jobStatuses),
        fc.constantFrom(null, 'accepted', 'requested', 'invited' as const),
        (a, listStatus, jobStatus, recruiterStatus) => {
          const c = ctx(listStatus, jobStatus, recruiterStatus);
          const first = decideCandidateListActions(a, c);
          expect(decideCandidateListActions(a, c)).toEqual(first);
          for (const action of candidateListActions) {
            if (!first[action].allowed) continue;
            if (listStatus === null) expect(action).toBe('create');
            if (listStatus === 'completed' || listStatus === 'rejected') expect(action).toBe('edit-feedback');
            if (listStatus === 'withdrawn') expect.unreachable();
            if (action === 'create') expect(recruiterStatus === 'accepted' && jobStatus === 'active').toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { admin, author, otherRecruiter, recruiter, RECRUITER_ID } from '../test/fixtures';
import { allowedCandidateActions, decideCandidateAction, decideCandidateActions, type CandidateForRules } from './candidateActions';

const mine = (over: Partial<CandidateForRules> = {}): CandidateForRules => ({
  ownerId: RECRUITER_ID,
  ownerOrganizationId: null,
  status: 'active',
  runningApplications: 0,
  ...over,
});

describe('candidate actions', () => {
  it('lets its consultant edit, record the consent, clone and delete an active candidate without running applications', () => {
    expect(allowedCandidateActions(recruiter, mine())).toEqual(['edit', 'consent', 'clone', 'delete']);
  });

  it('refuses deleting a candidate with a running application, and says why', () => {
    expect(decideCandidateAction(recruiter, mine({ runningApplications: 1 }), 'delete')).toEqual({
      allowed: false,
      reason: 'has-running-applications',
    });
    expect(allowedCandidateActions(recruiter, mine({ runningApplications: 2 }))).toEqual(['edit', 'consent', 'clone']);
  });

  it('only clones a deleted candidate', () => {
    const decisions = decideCandidateActions(recruiter, mine({ status: 'deleted' }));
    expect(decisions).toEqual({
      edit: { allowed: false, reason: 'status-not-allowed' },
      consent: { allowed: false, reason: 'status-not-allowed' },
      clone: { allowed: true },
      delete: { allowed: false, reason: 'status-not-allowed' },
    });
  });

  it('gives another consultant and an employer nothing', () => {
    expect(allowedCandidateActions(otherRecruiter, mine())).toEqual([]);
    expect(decideCandidateAction(otherRecruiter, mine(), 'edit')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(allowedCandidateActions(author, mine())).toEqual([]);
  });

  it('lets an admin act on any candidate', () => {
    expect(allowedCandidateActions(admin, mine())).toEqual(['edit', 'consent', 'clone', 'delete']);
  });
});

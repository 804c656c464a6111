import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decideTestimonialAction, decideTestimonialActions, testimonialActions, testimonialTarget } from './testimonial';
import type { TestimonialAction, TestimonialStatus } from './testimonial';
import { testimonialStatuses } from '../responses/testimonial';
import { refusalKind } from '../permissions';
import type { Actor } from '../permissions';
import { admin, arbActor, author, otherRecruiter, recruiter, RECRUITER_ID } from '../../test/fixtures';

const ctx = (status: TestimonialStatus) => ({ status, recruiterId: RECRUITER_ID });
const allowedFrom = (who: Actor, action: TestimonialAction) =>
  testimonialStatuses.filter((s) => decideTestimonialAction(who, ctx(s), action).allowed);

describe('testimonial actions (001 §4.4)', () => {
  it('accept and reject: by the consultant it is about and admins, not twice', () => {
    for (const who of [recruiter, admin]) {
      expect(allowedFrom(who, 'accept')).toEqual(['pending', 'rejected']);
      expect(allowedFrom(who, 'reject')).toEqual(['pending', 'accepted']);
    }
    for (const who of [author, otherRecruiter]) {
      expect(allowedFrom(who, 'accept')).toEqual([]);
      const refusal = decideTestimonialAction(who, ctx('pending'), 'accept');
      expect(refusal.allowed).toBe(false);
      if (!refusal.allowed) expect(refusalKind(refusal.reason)).toBe('forbidden');
    }
    expect(decideTestimonialAction(recruiter, ctx('accepted'), 'accept')).toEqual({ allowed: false, reason: 'status-not-allowed' });
    expect(refusalKind('status-not-allowed')).toBe('conflict');
    expect(testimonialTarget('accept')).toBe('accepted');
    expect(testimonialTarget('reject')).toBe('rejected');
  });

  it('deterministic, and never an action into the status the testimonial has', () => {
    fc.assert(
      fc.property(arbActor, fc.constantFrom(...testimonialStatuses), (actor, status) => {
        const decisions = decideTestimonialActions(actor, ctx(status));
        expect(decideTestimonialActions(actor, ctx(status))).toEqual(decisions);
        for (const action of testimonialActions) if (testimonialTarget(action) === status) expect(decisions[action].allowed).toBe(false);
      }),
    );
  });
});

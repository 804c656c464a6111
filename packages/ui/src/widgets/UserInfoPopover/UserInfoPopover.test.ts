import { describe, expect, it } from 'vitest';
import { subscriptionOf, userInfoVisibility } from './rules';

const recruiter = { roles: [{ code: 'recruiter' as const }], isPremium: true };
const employer = { roles: [{ code: 'employer' as const }], summaryStatistics: null };
const admin = { roles: [{ code: 'sales-admin' as const }] };

describe('user info popover rules (001 §2.6)', () => {
  it('hides an employer phone from search consultants only', () => {
    expect(userInfoVisibility(employer, recruiter).phone).toBe(false);
    expect(userInfoVisibility(employer, employer).phone).toBe(true);
    expect(userInfoVisibility(employer, admin).phone).toBe(true);
    expect(userInfoVisibility(recruiter, recruiter).phone).toBe(true);
  });

  it('shows subscription, PSL and statistics for search consultants', () => {
    const seen = userInfoVisibility(recruiter, employer, true);
    expect(seen).toMatchObject({ subscription: 'premium', psl: true, recruiterStatistics: true, employerStatistics: false });
    expect(userInfoVisibility(employer, employer, true)).toMatchObject({ subscription: null, psl: false, recruiterStatistics: false });
  });

  it('shows employer statistics only when the employer has them, company placements only to admins', () => {
    expect(userInfoVisibility(employer, admin).employerStatistics).toBe(false);
    const withStats = { ...employer, summaryStatistics: { jobPublished: 1 } as never };
    expect(userInfoVisibility(withStats, recruiter).employerStatistics).toBe(true);
    expect(userInfoVisibility(recruiter, admin).companyPlacements).toBe(true);
    expect(userInfoVisibility(recruiter, employer).companyPlacements).toBe(false);
  });

  it('takes the highest subscription', () => {
    expect(subscriptionOf({ isBasic: true, isPremiumPlus: true })).toBe('premium-plus');
    expect(subscriptionOf({ isBasic: true })).toBe('basic');
    expect(subscriptionOf({})).toBeNull();
  });
});

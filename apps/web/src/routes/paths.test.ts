import { describe, expect, it } from 'vitest';
import { isDashboardPath, isOrganizationPage, isSafeRedirect, paths } from './paths';

describe('route builders (001 §2.2)', () => {
  it('build the spec paths', () => {
    expect(paths.myDashboard()).toBe('/dashboard/index/my-mandate');
    expect(paths.vacancy(7)).toBe('/dashboard/vacancy/7/view');
    expect(paths.vacancyCreate()).toBe('/dashboard/vacancy/create');
    expect(paths.vacancyEdit(7)).toBe('/dashboard/vacancy/7/edit');
    expect(paths.monitoring()).toBe('/dashboard/monitoring');
    expect([paths.vacancies(), paths.vacancies('tab=active')]).toEqual(['/dashboard/vacancies', '/dashboard/vacancies?tab=active']);
    expect(paths.shortlist()).toBe('/dashboard/shortlist');
    expect(paths.shortlistJobPrint(3)).toBe('/dashboard/shortlist/job/3/print');
    expect(paths.shortlistPrint(4)).toBe('/dashboard/shortlist/4/print');
    expect(paths.shortlistCreate(5)).toBe('/dashboard/shortlist/job/5/create');
    expect(paths.candidate(5)).toBe('/dashboard/candidate/5/view');
    expect(paths.candidateApplicationCreate(9)).toBe('/dashboard/candidate/application/create?job=9');
    expect(paths.candidateApplicationCreate(9, 2)).toBe('/dashboard/candidate/application/create?job=9&candidate=2');
    expect([paths.profile(1), paths.profileEdit(1), paths.profileSettings(1)]).toEqual([
      '/dashboard/profile/1/view',
      '/dashboard/profile/1/edit',
      '/dashboard/profile/1/settings',
    ]);
    expect(paths.organization(1)).toBe('/dashboard/profile/1/organization/view');
    expect(paths.organizationEdit(1, 8)).toBe('/dashboard/profile/1/organization/8/edit');
    expect(paths.subscription(1)).toBe('/dashboard/profile/1/subscription');
    expect(paths.subscriptionPlan(1)).toBe('/dashboard/profile/1/subscription/plan');
    expect(paths.purchaseSubscription(1)).toBe('/dashboard/profile/1/purchase/subscription/create');
    expect([paths.messages(), paths.messageThread(2), paths.messagesWithUser(3)]).toEqual([
      '/dashboard/messages',
      '/dashboard/messages/thread/2',
      '/dashboard/messages/user/3',
    ]);
    expect(paths.login('/dashboard/x?y=1')).toBe('/account/login?redirectUrl=%2Fdashboard%2Fx%3Fy%3D1');
  });

  it('recognise organisation and dashboard pages, and refuse foreign redirects', () => {
    expect(isOrganizationPage('/dashboard/profile/1/organization/view')).toBe(true);
    expect(isOrganizationPage('/dashboard/profile/1/organization/8/edit')).toBe(true);
    expect(isOrganizationPage('/dashboard/profile/1/view')).toBe(false);
    expect(isDashboardPath('/dashboard/index/my-mandate')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isSafeRedirect('/dashboard')).toBe(true);
    expect(isSafeRedirect('//evil.example')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
  });
});

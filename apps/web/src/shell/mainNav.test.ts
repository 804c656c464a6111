import { permissionsForRoles, type Actor, type RoleCode } from '@mandate/domain';
import { describe, expect, it } from 'vitest';
import { currentMainNav, mainNavFor } from './mainNav';

const user = (...roles: RoleCode[]): Actor => ({
  id: 1 as Actor['id'],
  roles: roles.map((code) => ({ code })),
  permissions: permissionsForRoles(roles),
});

describe('mainNavFor', () => {
  it('gives an employer home and vacancies', () => {
    expect(mainNavFor(user('employer'))).toEqual(['home', 'vacancies', 'messages']);
  });
  it('gives a consultant their candidates too', () => {
    expect(mainNavFor(user('recruiter'))).toEqual(['home', 'vacancies', 'candidates', 'messages']);
  });
  it('gives an admin every entry, monitoring included', () => {
    expect(mainNavFor(user('content-admin'))).toEqual(['home', 'vacancies', 'candidates', 'messages', 'monitoring']);
    expect(mainNavFor(user('sales-admin'))).toEqual(['home', 'vacancies', 'candidates', 'messages', 'monitoring']);
  });
  it('gives a line manager, who reviews shortlists only, home, shortlists and messages', () => {
    expect(mainNavFor(user('line-manager'))).toEqual(['home', 'shortlists', 'messages']);
  });
  it('does not give monitoring to the monitoring role without admin (the page refuses it)', () => {
    expect(mainNavFor(user('employer', 'monitoring'))).toEqual(['home', 'vacancies', 'messages']);
  });
});

describe('currentMainNav', () => {
  it('finds the entry of the page, ignoring a trailing slash', () => {
    expect(currentMainNav('/dashboard/index/my-mandate')).toBe('home');
    expect(currentMainNav('/dashboard/vacancies/')).toBe('vacancies');
    expect(currentMainNav('/dashboard/candidate/list')).toBe('candidates');
    expect(currentMainNav('/dashboard/monitoring')).toBe('monitoring');
    expect(currentMainNav('/dashboard/messages')).toBe('messages');
    expect(currentMainNav('/dashboard/shortlist')).toBe('shortlists');
  });
  it('marks nothing on a page outside the menu', () => {
    expect(currentMainNav('/dashboard/vacancy/3/view')).toBeNull();
    expect(currentMainNav('/dashboard/candidate/create')).toBeNull();
    expect(currentMainNav('/dashboard/messages/thread/4')).toBeNull();
  });
});

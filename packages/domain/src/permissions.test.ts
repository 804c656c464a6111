import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addContactsFor,
  addContactsJobStatuses,
  can,
  canEnterDashboard,
  canSeeOrganization,
  checkPermission,
  decisionStatus,
  defaultRolePermissions,
  isAdmin,
  isPickable,
  isVisibleInPicker,
  jobOwner,
  permissionCodes,
  permissionsForRoles,
  reasonCodes,
  refusalKind,
  roleCodes,
  scopedPermissions,
  unscopedPermissionCodes,
} from './permissions';
import type { RoleCode } from './permissions';
import type { UserStatus } from './statuses';
import { userStatuses } from './statuses';
import { admin, author, AUTHOR_ORG, manager, otherEmployer, recruiter, RECRUITER_ID } from '../test/fixtures';

const roles = (...codes: RoleCode[]) => codes.map((code) => ({ code }));
const someJob = { authoredBy: { id: author.id, organization: { id: AUTHOR_ORG } } };

describe('roles and codes', () => {
  it('admin means content-admin or sales-admin', () => {
    expect(isAdmin({ roles: roles('content-admin') })).toBe(true);
    expect(isAdmin({ roles: roles('sales-admin') })).toBe(true);
    expect(isAdmin({ roles: roles('employer', 'supervisor') })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
  it('has the eleven roles of 000 §6', () => {
    expect(roleCodes).toHaveLength(11);
  });
  it('every scoped permission exists as -any and -own; codes are unique and kebab-case', () => {
    expect(new Set(permissionCodes).size).toBe(permissionCodes.length);
    for (const base of scopedPermissions) {
      expect(permissionCodes).toContain(`${base}-any`);
      expect(permissionCodes).toContain(`${base}-own`);
    }
    for (const code of permissionCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(permissionCodes).toEqual(
      expect.arrayContaining([
        'job-edit-any',
        'job-edit-own',
        'application-hire-any',
        'job-recruiter-reject-own',
        'testimonial-request-own',
        'testimonial-create',
        'application-create',
        'user-switch',
        'job-list-my-organizations',
      ]),
    );
  });
  it('covers the areas of 000 §6 and 001 §6', () => {
    const areas = [
      'achievement',
      'agency-verification',
      'application',
      'banned-supplier',
      'preferred-supplier',
      'billing',
      'candidate',
      'candidate-list',
      'company-team',
      'custom-terms',
      'delegate',
      'feedback',
      'inbox-thread',
      'interview',
      'invoice',
      'job',
      'job-recruiter',
      'kpi-config',
      'license',
      'mailing',
      'management',
      'report',
      'settings',
      'note',
      'shortlist',
      'subordinate',
      'subscription',
      'task',
      'testimonial',
      'ui-menu',
      'user',
      'private-message',
    ];
    for (const area of areas) expect(scopedPermissions.some((p) => p.startsWith(`${area}-`))).toBe(true);
    for (const action of ['view', 'edit', 'backup', 'hire', 'offer', 'rating', 'reactivate', 'reject', 'review', 'withdraw', 'duplicates'])
      expect(scopedPermissions).toContain(`application-${action}`);
    for (const action of ['cancel', 'delegate', 'edit', 'moderate', 'hold', 'reactivate', 'reopen'])
      expect(scopedPermissions).toContain(`job-${action}`);
    for (const action of ['apply', 'approve', 'decline', 'invite', 'reject', 'request', 'withdraw'])
      expect(scopedPermissions).toContain(`job-recruiter-${action}`);
    expect(unscopedPermissionCodes.filter((c) => c.startsWith('screen-'))).toHaveLength(7);
  });
  it('default mapping: admins hold every -any code; nobody else holds an -any code', () => {
    for (const role of roleCodes) {
      const held = defaultRolePermissions[role];
      if (role === 'content-admin' || role === 'sales-admin')
        expect(held).toEqual(expect.arrayContaining(scopedPermissions.map((p) => `${p}-any`)));
      else expect(held.filter((p) => p.endsWith('-any'))).toEqual([]);
    }
    expect(permissionsForRoles(['employer', 'recruiter'])).toEqual(expect.arrayContaining(['job-edit-own', 'job-recruiter-apply-own']));
  });
});

describe('can() resolves -own against the record owner', () => {
  it('-any holds on any record', () => {
    expect(can(admin, 'job-edit-any')).toBe(true);
    expect(can(admin, 'job-edit', jobOwner(someJob))).toBe(true);
  });
  it('-own needs the owner: the author or a manager of the author organisation', () => {
    expect(can(author, 'job-edit-own', jobOwner(someJob))).toBe(true);
    expect(can(manager, 'job-edit-own', jobOwner(someJob))).toBe(true);
    expect(checkPermission(otherEmployer, 'job-edit-own', jobOwner(someJob))).toEqual({ allowed: false, reason: 'not-owner' });
    expect(checkPermission(author, 'job-edit-own')).toEqual({ allowed: false, reason: 'not-owner' });
    expect(checkPermission(recruiter, 'job-edit', jobOwner(someJob))).toEqual({ allowed: false, reason: 'permission-denied' });
    expect(can(author, 'job-edit-any')).toBe(false);
    expect(can(null, 'user-switch')).toBe(false);
  });
  it('property: a base permission equals "-any, or -own and owner"', () => {
    fc.assert(
      fc.property(
        fc.subarray([...permissionCodes], { maxLength: 30 }),
        fc.constantFrom(...scopedPermissions),
        fc.record({ ownerId: fc.nat(3), ownerOrganizationId: fc.option(fc.nat(3)) }),
        fc.nat(3),
        fc.array(fc.nat(3), { maxLength: 2 }),
        (permissions, base, owner, id, managed) => {
          const user = { id, roles: [], permissions, managedOrganizations: managed.map((m) => ({ id: m })) };
          const owns = owner.ownerId === id || (owner.ownerOrganizationId != null && managed.includes(owner.ownerOrganizationId));
          const expected = permissions.includes(`${base}-any`) || (permissions.includes(`${base}-own`) && owns);
          expect(can(user, base, owner)).toBe(expected);
        },
      ),
    );
  });
});

describe('dashboard guard (001 §2.1)', () => {
  const session = (status: UserStatus, ownerRoles?: RoleCode[]) => ({
    user: { status: { code: status } },
    owner: ownerRoles ? { roles: roles(...ownerRoles) } : null,
  });
  it('lets through an active user', () => expect(canEnterDashboard(session('active'))).toBe(true));
  it('lets through an inactive user whose owner is an admin', () => {
    expect(canEnterDashboard(session('inactive', ['sales-admin']))).toBe(true);
    expect(canEnterDashboard(session('inactive', ['employer']))).toBe(false);
    expect(canEnterDashboard(session('inactive'))).toBe(false);
  });
  it('refuses blocked and deleted users and anonymous sessions', () => {
    for (const s of userStatuses.filter((s) => s !== 'active' && s !== 'inactive'))
      expect(canEnterDashboard(session(s, ['content-admin']))).toBe(false);
    expect(canEnterDashboard({ user: null })).toBe(false);
  });
});

describe('pickers (001 §6)', () => {
  it('excludes demo users unless the viewer is in demo mode', () => {
    expect(isVisibleInPicker({ roles: roles('recruiter', 'demo-user') }, false)).toBe(false);
    expect(isVisibleInPicker({ roles: roles('recruiter', 'demo-user') }, true)).toBe(true);
    expect(isVisibleInPicker({ roles: roles('recruiter') }, false)).toBe(true);
  });
  it('employer pickers: employers and admins, not line managers; recruiter pickers: recruiters', () => {
    expect(isPickable({ roles: roles('employer') }, 'employer', false)).toBe(true);
    expect(isPickable({ roles: roles('sales-admin') }, 'employer', false)).toBe(true);
    expect(isPickable({ roles: roles('employer', 'line-manager') }, 'employer', false)).toBe(false);
    expect(isPickable({ roles: roles('recruiter') }, 'employer', false)).toBe(false);
    expect(isPickable({ roles: roles('recruiter') }, 'recruiter', false)).toBe(true);
    expect(isPickable({ roles: roles('recruiter', 'demo-user') }, 'recruiter', false)).toBe(false);
  });
  it('organisations: admins see all; others their own and managed ones', () => {
    expect(canSeeOrganization({ roles: roles('content-admin') }, 999)).toBe(true);
    expect(canSeeOrganization({ roles: roles('employer'), organization: { id: 5 } }, 5)).toBe(true);
    expect(canSeeOrganization({ roles: roles('employer'), managedOrganizations: [{ id: 6 }] }, 6)).toBe(true);
    expect(canSeeOrganization({ roles: roles('employer'), organization: { id: 5 } }, 6)).toBe(false);
  });
});

describe('add contacts (001 §5)', () => {
  const vacancy = (myStatus: string) => ({
    authoredBy: { id: author.id },
    recruiters: [
      { recruiter: { id: RECRUITER_ID }, status: { code: myStatus } },
      { recruiter: { id: 50 }, status: { code: 'requested' } },
      { recruiter: { id: 51 }, status: { code: 'rejected' } },
    ],
  });
  it('recruiters see only the author, and only where they are accepted', () => {
    expect(addContactsJobStatuses(recruiter)).toEqual(['accepted']);
    expect(addContactsFor(recruiter, vacancy('accepted'))).toEqual([author.id]);
    expect(addContactsFor(recruiter, vacancy('requested'))).toEqual([]);
  });
  it('others see the recruiters with accepted or requested status', () => {
    expect(addContactsJobStatuses(author)).toEqual(['accepted', 'requested']);
    expect(addContactsFor(author, vacancy('accepted'))).toEqual([RECRUITER_ID, 50]);
  });
});

describe('refusal classification (403 who asks, 409 the state)', () => {
  it('answers 403 for the permission reasons and 409 for every other reason', () => {
    for (const reason of reasonCodes) {
      const expected = ['permission-denied', 'not-owner', 'admin-only', 'not-the-recruiter'].includes(reason) ? 403 : 409;
      expect(decisionStatus({ allowed: false, reason }), reason).toBe(expected);
      expect(refusalKind(reason)).toBe(expected === 403 ? 'forbidden' : 'conflict');
    }
    expect(decisionStatus({ allowed: true })).toBe(200);
  });
});

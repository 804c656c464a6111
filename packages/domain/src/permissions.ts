/**
 * Roles, permission codes and the checks built on them (000 §6, 001 §2.1, §5, §6).
 *
 * Permission codes are defined once, as data: {@link scopedPermissionActions} lists, per area, the
 * actions that exist in an `-any` and an `-own` variant (`job-edit-any`, `job-edit-own`), and
 * {@link unscopedPermissionCodes} the codes that have no variant (`user-switch`). The spec does not
 * show the strings; these follow its naming style (kebab-case, area first, as in `job-recruiter`).
 */
import type { Id } from './id';
import type { JobRecruiterStatus, UserStatus } from './statuses';

/** Roles of 000 §6. */
export const roleCodes = [
  'bi-feature',
  'candidates-report',
  'content-admin',
  'demo-user',
  'employer',
  'enterprise',
  'line-manager',
  'monitoring',
  'recruiter',
  'sales-admin',
  'supervisor',
] as const;
/** A role code. */
export type RoleCode = (typeof roleCodes)[number];

/** The roles that make a user an admin (000 §6). */
export const adminRoles = ['content-admin', 'sales-admin'] as const satisfies readonly RoleCode[];

/** Per area, the actions that exist in an `-any` and an `-own` variant. */
export const scopedPermissionActions = {
  achievement: ['view', 'create', 'edit', 'delete'],
  'agency-verification': ['view', 'edit'],
  application: [
    'view',
    'edit',
    'backup',
    'hire',
    'offer',
    'rating',
    'reactivate',
    'reject',
    'review',
    'withdraw',
    'duplicates',
    'interview',
  ],
  'banned-supplier': ['view', 'create', 'edit', 'delete'],
  'preferred-supplier': ['view', 'create', 'edit', 'revoke'],
  billing: ['view', 'edit'],
  candidate: ['view', 'edit', 'delete', 'clone'],
  'candidate-list': ['view', 'edit', 'complete', 'reject', 'withdraw', 'feedback'],
  'company-team': ['view', 'create', 'edit', 'delete'],
  'custom-terms': ['view', 'create', 'edit', 'accept'],
  delegate: ['view', 'create', 'edit', 'revoke'],
  feedback: ['view', 'create', 'edit'],
  'inbox-thread': ['view', 'create', 'reply', 'delete'],
  interview: ['view', 'create', 'edit', 'cancel'],
  invoice: ['view', 'create', 'edit', 'send', 'void', 'delete'],
  job: ['view', 'cancel', 'delegate', 'edit', 'moderate', 'hold', 'reactivate', 'reopen', 'publish', 'send-to-recruiters', 'delete-draft'],
  'job-recruiter': ['apply', 'approve', 'decline', 'invite', 'reject', 'request', 'withdraw'],
  'kpi-config': ['view', 'edit'],
  license: ['view', 'edit'],
  mailing: ['view', 'edit', 'run'],
  management: ['view'],
  placement: ['view', 'edit', 'revert'],
  report: ['view', 'export'],
  settings: ['view', 'edit'],
  note: ['view', 'create', 'edit', 'delete'],
  shortlist: ['view', 'review'],
  subordinate: ['view', 'edit'],
  subscription: ['view', 'create', 'edit', 'cancel'],
  task: ['view', 'edit', 'complete'],
  testimonial: ['request', 'edit', 'delete', 'accept', 'reject'],
  'ui-menu': ['view'],
  user: ['view', 'edit', 'delete', 'block', 'activate'],
  'private-message': ['view', 'create', 'delete'],
} as const;

type ScopedAreas = typeof scopedPermissionActions;
/** A permission without its variant, e.g. `job-edit`; `can` resolves it to `-any` or `-own`. */
export type ScopedPermission = {
  [A in keyof ScopedAreas]: `${A}-${ScopedAreas[A][number]}`;
}[keyof ScopedAreas];

/** Permission codes that exist without an `-any`/`-own` variant. */
export const unscopedPermissionCodes = [
  'user-switch',
  'user-request-supervisor',
  'user-admin-rating-edit',
  'user-export',
  'job-create',
  'job-list-my-organizations',
  'job-list-monitoring',
  'application-create',
  'candidate-create',
  'candidate-list-create',
  'testimonial-create',
  'screen-dashboard-menu',
  'screen-invitations',
  'screen-blacklist',
  'screen-my-team',
  'screen-notes',
  'screen-preferred-suppliers',
  'screen-vendor-management',
] as const;
/** A permission code without variant. */
export type UnscopedPermission = (typeof unscopedPermissionCodes)[number];

/** The scope of a scoped permission. */
export type PermissionScope = 'any' | 'own';

/** Any permission code a user may carry. */
export type PermissionCode = `${ScopedPermission}-${PermissionScope}` | UnscopedPermission;

/** Every scoped permission base (`job-edit`, ...), derived from {@link scopedPermissionActions}. */
export const scopedPermissions: readonly ScopedPermission[] = Object.entries(scopedPermissionActions).flatMap(([area, actions]) =>
  actions.map((action) => `${area}-${action}` as ScopedPermission),
);

/** Every permission code, `-any` and `-own` variants and unscoped codes. */
export const permissionCodes: readonly PermissionCode[] = [
  ...scopedPermissions.flatMap((base) => [`${base}-any` as const, `${base}-own` as const]),
  ...unscopedPermissionCodes,
];

/**
 * What the permission checks need of a user: a {@link CurrentUser} fits. `managedOrganizations`
 * makes a manager the owner of the records of their organisations' members.
 */
export interface Actor {
  id: Id;
  roles: readonly { code: RoleCode }[];
  permissions: readonly PermissionCode[];
  managedOrganizations?: readonly { id: Id }[] | null;
}

/** Who owns a record: a user and, optionally, that user's organisation. */
export interface OwnerRef {
  ownerId: Id | null;
  ownerOrganizationId?: Id | null;
}

/** The answer of a check: allowed, or refused with a reason code. */
export type Decision<R extends string = ReasonCode> = { allowed: true } | { allowed: false; reason: R };

/**
 * Reasons an action is refused. The UI shows them through {@link domainReasonMessages}; the server
 * returns them with 403 (permission reasons) or 409 (state reasons).
 */
export const reasonCodes = [
  'permission-denied',
  'not-owner',
  'admin-only',
  'status-not-allowed',
  'has-recruited-candidates',
  'exclusive-for-headhunters',
  'no-recruiters',
  'no-candidates',
  'job-not-active',
  'job-not-active-or-closed',
  'not-accepting-candidates',
  'recruiter-not-accepted',
  'custom-terms-not-agreed',
  'not-the-recruiter',
  'not-accepting-recruiters',
  'recruiter-blacklisted',
  'has-running-applications',
] as const;
/** A reason code. */
export type ReasonCode = (typeof reasonCodes)[number];

/** English default texts of the reason codes, keyed by message id `domain.reason.{code}`. */
export const domainReasonMessages: Readonly<Record<`domain.reason.${ReasonCode}`, string>> = {
  'domain.reason.permission-denied': 'You do not have permission to do this.',
  'domain.reason.not-owner': 'Only the owner of this record can do this.',
  'domain.reason.admin-only': 'Only an administrator can do this now.',
  'domain.reason.status-not-allowed': 'This is not possible in the current status.',
  'domain.reason.has-recruited-candidates': 'The vacancy already has recruited candidates.',
  'domain.reason.exclusive-for-headhunters': 'The vacancy is exclusive for headhunters.',
  'domain.reason.no-recruiters': 'The vacancy has no search consultants yet.',
  'domain.reason.no-candidates': 'The vacancy has no candidates yet.',
  'domain.reason.job-not-active': 'The vacancy is not active.',
  'domain.reason.job-not-active-or-closed': 'The vacancy is neither active nor closed.',
  'domain.reason.not-accepting-candidates': 'The vacancy does not accept candidates at the moment.',
  'domain.reason.recruiter-not-accepted': 'The search consultant is not accepted on this vacancy.',
  'domain.reason.custom-terms-not-agreed': 'The custom terms of this vacancy have not been agreed.',
  'domain.reason.not-the-recruiter': 'Only the search consultant concerned can do this.',
  'domain.reason.not-accepting-recruiters': 'The vacancy does not accept search consultants at the moment.',
  'domain.reason.recruiter-blacklisted': 'The company does not work with this search consultant.',
  'domain.reason.has-running-applications': 'The candidate has applications that are still running.',
};

/** The message id of a reason code. */
export function reasonMessageId(reason: ReasonCode): `domain.reason.${ReasonCode}` {
  return `domain.reason.${reason}`;
}

/** The reasons that concern who asks: answered 403. Every other reason concerns the record's state: 409. */
export const permissionReasonCodes: readonly ReasonCode[] = ['permission-denied', 'not-owner', 'admin-only', 'not-the-recruiter'];

/** How a refusal is answered: `forbidden` (403, who asks) or `conflict` (409, the record's state). */
export type RefusalKind = 'forbidden' | 'conflict';

/** The kind of a refusal's reason (see {@link permissionReasonCodes}). */
export function refusalKind(reason: ReasonCode): RefusalKind {
  return permissionReasonCodes.includes(reason) ? 'forbidden' : 'conflict';
}

/** The HTTP status of a decision as the server answers it: 200 allowed, 403 who asks, 409 the state. */
export function decisionStatus(decision: Decision): 200 | 403 | 409 {
  if (decision.allowed) return 200;
  return refusalKind(decision.reason) === 'forbidden' ? 403 : 409;
}

/** The allowed decision (shared instance). */
export const ALLOWED: Decision<never> = { allowed: true };

/** A refusal with a reason. */
export function refused<R extends string>(reason: R): Decision<R> {
  return { allowed: false, reason };
}

/** Whether a user has a role. */
export function hasRole(user: Pick<Actor, 'roles'>, role: RoleCode): boolean {
  return user.roles.some((r) => r.code === role);
}

/** Whether a user is an admin: content-admin or sales-admin (000 §6). */
export function isAdmin(user: Pick<Actor, 'roles'> | null | undefined): boolean {
  return !!user && adminRoles.some((role) => hasRole(user, role));
}

/** Whether a user is a search consultant (recruiter role). */
export function isRecruiter(user: Pick<Actor, 'roles'>): boolean {
  return hasRole(user, 'recruiter');
}

/**
 * Whether `user` owns a record: they are its owner, or they manage the owner's organisation
 * (001 §4.1: "job owner: the author or a manager of the author's organization").
 */
export function isOwner(user: Pick<Actor, 'id' | 'managedOrganizations'>, record: OwnerRef): boolean {
  if (record.ownerId !== null && record.ownerId === user.id) return true;
  const orgId = record.ownerOrganizationId;
  return orgId != null && (user.managedOrganizations ?? []).some((o) => o.id === orgId);
}

function isScopedBase(permission: string): permission is ScopedPermission {
  return (scopedPermissions as readonly string[]).includes(permission);
}

/**
 * Checks a permission with its reason.
 * - An `-any` or unscoped code: the user must carry it.
 * - An `-own` code: the user must carry it and own `record` (see {@link isOwner}); without a record
 *   it is refused with `not-owner`.
 * - A base such as `job-edit`: allowed with `job-edit-any`, or with `job-edit-own` on an owned record.
 * @returns `{ allowed: true }` or a refusal with `permission-denied` / `not-owner`
 */
export function checkPermission(user: Actor, permission: PermissionCode | ScopedPermission, record?: OwnerRef): Decision {
  const held = user.permissions as readonly string[];
  if (isScopedBase(permission)) {
    if (held.includes(`${permission}-any`)) return ALLOWED;
    return checkPermission(user, `${permission}-own`, record);
  }
  if (!held.includes(permission)) return refused('permission-denied');
  if (permission.endsWith('-own') && (!record || !isOwner(user, record))) return refused('not-owner');
  return ALLOWED;
}

/**
 * Whether `user` may do what `permission` grants, on `record` when given (see {@link checkPermission}).
 * @example can(user, 'job-edit', jobOwner(job))
 */
export function can(user: Actor | null | undefined, permission: PermissionCode | ScopedPermission, record?: OwnerRef): boolean {
  return !!user && checkPermission(user, permission, record).allowed;
}

/** The owner of a vacancy: its author, and managers of the author's organisation. */
export function jobOwner(job: { authoredBy: { id: Id; organization?: { id: Id } | null } }): OwnerRef {
  return { ownerId: job.authoredBy.id, ownerOrganizationId: job.authoredBy.organization?.id ?? null };
}

/** The owner of a consultant's own records (their application to a vacancy, their submissions). */
export function recruiterOwner(recruiterId: Id): OwnerRef {
  return { ownerId: recruiterId };
}

const any = (base: ScopedPermission): PermissionCode => `${base}-any`;
const own = (base: ScopedPermission): PermissionCode => `${base}-own`;
const ownAll = (bases: readonly ScopedPermission[]): PermissionCode[] => bases.map(own);

const employerOwn: readonly ScopedPermission[] = [
  'job-view',
  'job-cancel',
  'job-delegate',
  'job-edit',
  'job-hold',
  'job-reactivate',
  'job-publish',
  'job-send-to-recruiters',
  'job-delete-draft',
  'job-recruiter-approve',
  'job-recruiter-invite',
  'job-recruiter-reject',
  'application-view',
  'application-backup',
  'application-hire',
  'application-offer',
  'application-rating',
  'application-reactivate',
  'application-reject',
  'application-review',
  'application-interview',
  'application-duplicates',
  'candidate-list-view',
  'candidate-list-complete',
  'candidate-list-reject',
  'candidate-list-feedback',
  'feedback-view',
  'feedback-create',
  'feedback-edit',
  'interview-view',
  'interview-create',
  'interview-edit',
  'interview-cancel',
  'placement-view',
  'placement-edit',
  'shortlist-view',
  'shortlist-review',
  'custom-terms-view',
  'custom-terms-create',
  'custom-terms-edit',
  'preferred-supplier-view',
  'preferred-supplier-create',
  'preferred-supplier-edit',
  'preferred-supplier-revoke',
  'banned-supplier-view',
  'banned-supplier-create',
  'banned-supplier-edit',
  'banned-supplier-delete',
  'company-team-view',
];
const recruiterOwn: readonly ScopedPermission[] = [
  'job-recruiter-apply',
  'job-recruiter-decline',
  'job-recruiter-request',
  'job-recruiter-withdraw',
  'application-view',
  'application-edit',
  'application-withdraw',
  'candidate-view',
  'candidate-edit',
  'candidate-delete',
  'candidate-clone',
  'candidate-list-view',
  'candidate-list-edit',
  'candidate-list-withdraw',
  'testimonial-request',
  'testimonial-accept',
  'testimonial-reject',
  'agency-verification-view',
  'agency-verification-edit',
  'custom-terms-accept',
  'interview-view',
  'placement-view',
];
const everyoneOwn: readonly ScopedPermission[] = [
  'user-view',
  'user-edit',
  'settings-view',
  'settings-edit',
  'note-view',
  'note-create',
  'note-edit',
  'note-delete',
  'inbox-thread-view',
  'inbox-thread-create',
  'inbox-thread-reply',
  'inbox-thread-delete',
  'private-message-view',
  'private-message-create',
  'private-message-delete',
  'subscription-view',
  'billing-view',
  'invoice-view',
  'task-view',
  'task-edit',
  'task-complete',
  'ui-menu-view',
];
const commonScreens: readonly PermissionCode[] = ['screen-dashboard-menu', 'screen-notes', 'user-request-supervisor'];

/**
 * The default permissions of each role. The server seeds them; a user carries the union of their
 * roles' permissions (see {@link permissionsForRoles}). Admins carry every `-any` and unscoped code.
 */
export const defaultRolePermissions: Readonly<Record<RoleCode, readonly PermissionCode[]>> = {
  'content-admin': [...scopedPermissions.map(any), ...unscopedPermissionCodes],
  'sales-admin': [...scopedPermissions.map(any), ...unscopedPermissionCodes],
  employer: [
    ...ownAll(employerOwn),
    ...ownAll(everyoneOwn),
    ...commonScreens,
    'job-create',
    'testimonial-create',
    'screen-invitations',
    'screen-blacklist',
    'screen-preferred-suppliers',
  ],
  recruiter: [
    ...ownAll(recruiterOwn),
    ...ownAll(everyoneOwn),
    ...commonScreens,
    'application-create',
    'candidate-create',
    'candidate-list-create',
    'screen-invitations',
  ],
  'line-manager': [
    ...ownAll(['shortlist-view', 'shortlist-review', 'application-view', 'feedback-view', 'feedback-create']),
    ...ownAll(everyoneOwn),
    ...commonScreens,
  ],
  enterprise: [
    'job-list-my-organizations',
    'screen-my-team',
    'screen-vendor-management',
    ...ownAll([
      'company-team-view',
      'company-team-create',
      'company-team-edit',
      'company-team-delete',
      'kpi-config-view',
      'kpi-config-edit',
      'management-view',
    ]),
  ],
  supervisor: [
    'job-list-my-organizations',
    'screen-my-team',
    ...ownAll([
      'subordinate-view',
      'subordinate-edit',
      'user-activate',
      'delegate-view',
      'delegate-create',
      'delegate-edit',
      'delegate-revoke',
    ]),
  ],
  monitoring: ['job-list-monitoring'],
  'bi-feature': [own('report-view')],
  'candidates-report': [own('report-view'), own('report-export')],
  'demo-user': [],
};

/** The union of the default permissions of some roles, without duplicates, in code order. */
export function permissionsForRoles(roles: readonly RoleCode[]): PermissionCode[] {
  const held = new Set(roles.flatMap((role) => defaultRolePermissions[role]));
  return permissionCodes.filter((code) => held.has(code));
}

/** What the dashboard guard needs to know of the session. */
export interface GuardSession {
  user: { status: { code: UserStatus } } | null | undefined;
  /** The original admin after a switch-user, if any. */
  owner?: { roles: readonly { code: RoleCode }[] } | null;
}

/**
 * The dashboard access guard (001 §2.1): a logged-in user whose status is active, or whose status is
 * inactive while the original user (owner) is an admin.
 */
export function canEnterDashboard(session: GuardSession): boolean {
  const status = session.user?.status.code;
  if (status === 'active') return true;
  return status === 'inactive' && isAdmin(session.owner);
}

/**
 * Whether a user appears in user pickers: demo users are excluded unless the viewer is in demo mode
 * (001 §6).
 */
export function isVisibleInPicker(candidate: { roles?: readonly { code: RoleCode }[] | null }, viewerInDemoMode: boolean): boolean {
  return viewerInDemoMode || !(candidate.roles ?? []).some((r) => r.code === 'demo-user');
}

/** Which users a picker lists (001 §6): employer pickers show employers and admins, not line managers; recruiter pickers recruiters only. */
export const pickerRoles = {
  employer: ['employer', 'sales-admin', 'content-admin'],
  recruiter: ['recruiter'],
} as const satisfies Record<string, readonly RoleCode[]>;

/** Whether a user belongs in a picker of a kind, including the demo-user rule. */
export function isPickable(
  candidate: { roles?: readonly { code: RoleCode }[] | null },
  kind: keyof typeof pickerRoles,
  viewerInDemoMode: boolean,
): boolean {
  const roles = (candidate.roles ?? []).map((r) => r.code);
  if (kind === 'employer' && roles.includes('line-manager')) return false;
  const wanted: readonly RoleCode[] = pickerRoles[kind];
  return roles.some((r) => wanted.includes(r)) && isVisibleInPicker(candidate, viewerInDemoMode);
}

/** Whether a viewer sees an organisation: admins all, others their own and managed ones (001 §6). */
export function canSeeOrganization(
  viewer: Pick<Actor, 'roles' | 'managedOrganizations'> & { organization?: { id: Id } | null },
  organizationId: Id,
): boolean {
  if (isAdmin(viewer)) return true;
  if (viewer.organization?.id === organizationId) return true;
  return (viewer.managedOrganizations ?? []).some((o) => o.id === organizationId);
}

/** The job-recruiter statuses whose vacancies the add-contacts dialog offers, per viewer (001 §5). */
export function addContactsJobStatuses(viewer: Pick<Actor, 'roles'>): readonly JobRecruiterStatus[] {
  return isRecruiter(viewer) ? ['accepted'] : ['accepted', 'requested'];
}

/**
 * The contacts the add-contacts dialog offers for a vacancy (001 §5): a recruiter sees only the job
 * author, and only on vacancies where their status is accepted; others see the vacancy's recruiters
 * (those with status accepted or requested).
 * @param viewer the current user
 * @param job the vacancy with its author and its consultants and their statuses
 * @returns the user ids offered as contacts (empty when the vacancy is not offered)
 */
export function addContactsFor(
  viewer: Pick<Actor, 'id' | 'roles'>,
  job: {
    authoredBy: { id: Id };
    recruiters: readonly { recruiter: { id: Id }; status?: { code: string } | null }[];
  },
): Id[] {
  const statuses: readonly string[] = addContactsJobStatuses(viewer);
  if (isRecruiter(viewer)) {
    const mine = job.recruiters.find((r) => r.recruiter.id === viewer.id);
    return mine?.status && statuses.includes(mine.status.code) ? [job.authoredBy.id] : [];
  }
  return job.recruiters.filter((r) => r.status && statuses.includes(r.status.code)).map((r) => r.recruiter.id);
}

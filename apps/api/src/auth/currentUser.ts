import { isAdmin, permissionsForRoles, type CurrentUser, type RoleCode, type UserStatus } from '@mandate/domain';
import type { AuthenticatedSession } from './tokens';
import type { Database } from '../db/database';
import { accessTokenSessionRow, sessionUserRow, type SessionUserRow } from './currentUser.queries';

/** What the session knows of a user: enough to authorise (roles, permissions, organisations). */
export interface SessionUser {
  id: number;
  name: string;
  status: UserStatus;
  roles: { code: RoleCode }[];
  permissions: CurrentUser['permissions'];
  organizationId: number | null;
  managedOrganizations: { id: number; name: string }[];
}

export async function loadSessionUser(
  db: Pick<Database, 'query'>,
  userId: number,
): Promise<(SessionUser & { row: SessionUserRow }) | null> {
  const row = await sessionUserRow(db, userId);
  return row ? sessionUserOf(row) : null;
}

/**
 * The session of an access token (by its hash) and its user, in one statement: this runs before
 * every authenticated request, where three round trips (token, user, managed organisations) were
 * most of a simple request's time.
 */
export async function loadAccessTokenSession(
  db: Pick<Database, 'query'>,
  tokenHash: string,
): Promise<{ session: AuthenticatedSession; user: SessionUser & { row: SessionUserRow }; expiresAt: Date } | null> {
  const row = await accessTokenSessionRow(db, tokenHash);
  if (!row) return null;
  const user = sessionUserOf(row);
  return {
    session: { sessionId: row.session_id, userId: user.id, ownerId: row.owner_id === null ? null : Number(row.owner_id) },
    user,
    expiresAt: new Date(row.expires_at),
  };
}

/** Permissions by role set: the same few role sets come with every request. */
const permissionsByRoles = new Map<string, SessionUser['permissions']>();
function permissionsOf(roles: readonly RoleCode[]): SessionUser['permissions'] {
  const key = [...roles].sort().join(',');
  let permissions = permissionsByRoles.get(key);
  if (!permissions) {
    permissions = Object.freeze(permissionsForRoles(roles)) as SessionUser['permissions'];
    if (permissionsByRoles.size < 1_000) permissionsByRoles.set(key, permissions);
  }
  return permissions;
}

function sessionUserOf(row: SessionUserRow): SessionUser & { row: SessionUserRow } {
  return {
    id: Number(row.id),
    name: `${row.first_name} ${row.last_name}`,
    status: row.status,
    roles: row.roles.map((code) => ({ code })),
    permissions: permissionsOf(row.roles),
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    managedOrganizations: row.managed.map((m) => ({ id: Number(m.id), name: m.name })),
    row,
  };
}

/** The current user as the browser sees it (000 §3), with the switching admin as owner. */
export async function currentUserView(db: Pick<Database, 'query'>, userId: number, ownerId: number | null): Promise<CurrentUser | null> {
  const user = await loadSessionUser(db, userId);
  if (!user) return null;
  const owner = ownerId === null ? null : await loadSessionUser(db, ownerId);
  const { row } = user;
  const country = row.country_code ?? row.organization_country;
  return {
    id: user.id,
    name: user.name,
    username: row.username,
    status: { code: row.status },
    roles: user.roles,
    permissions: user.permissions,
    isEnterprise: row.roles.includes('enterprise'),
    isAdmin: isAdmin(user),
    customer: { country: country ? { code: country } : null },
    place: row.city || country ? { city: row.city ?? null, country: country ? { code: country, label: country } : null } : null,
    organization: row.organization_id ? { id: Number(row.organization_id), name: row.organization_name ?? '' } : null,
    managedOrganizations: user.managedOrganizations,
    // Open invitations to vacancies (kept by the job-recruiter transitions).
    invitationCount: row.invitations_open,
    owner: owner ? { id: owner.id, name: owner.name, roles: owner.roles } : null,
  };
}

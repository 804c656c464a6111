import { isAdmin, permissionsForRoles, type CurrentUser, type RoleCode, type UserStatus } from '@mandate/domain';
import type { Database } from '../db/database';

interface UserRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  roles: RoleCode[];
  city: string | null;
  country_code: string | null;
  organization_id: string | null;
  organization_name: string | null;
  organization_country: string | null;
  invitations_open: number;
}

const USER_SELECT = `
  SELECT u.id, u.username, u.first_name, u.last_name, u.status, u.roles, u.city, u.country_code, u.invitations_open,
         o.id AS organization_id, o.name AS organization_name, o.country_code AS organization_country
    FROM users u LEFT JOIN organizations o ON o.id = u.organization_id`;

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

export async function loadSessionUser(db: Pick<Database, 'query'>, userId: number): Promise<(SessionUser & { row: UserRow }) | null> {
  const [row] = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [userId]);
  if (!row) return null;
  const managed = await db.query<{ id: string; name: string }>(
    'SELECT o.id, o.name FROM organization_managers m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = $1 ORDER BY o.name',
    [userId],
  );
  return {
    id: Number(row.id),
    name: `${row.first_name} ${row.last_name}`,
    status: row.status,
    roles: row.roles.map((code) => ({ code })),
    permissions: permissionsForRoles(row.roles),
    organizationId: row.organization_id === null ? null : Number(row.organization_id),
    managedOrganizations: managed.map((m) => ({ id: Number(m.id), name: m.name })),
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

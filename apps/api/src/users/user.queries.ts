/** Users' rows and SQL: columns of the profile and of the list, sort columns, list limits, account writes. */
import { type MessageMailMode, type subscriptions, type UserListSortField, type RoleCode, type UserStatus } from '@mandate/domain';
import { CountCache } from '../db/countCache';
import type { Database } from '../db/database';

type Queryable = Pick<Database, 'query'>;
/** Validity of a password-reset link. */
export const PASSWORD_RESET_TTL_SECONDS = 24 * 3600;

/** Sort fields of the user list and the columns they sort by (nullable columns sort nulls last). */
export const sortColumns: Record<UserListSortField, readonly string[]> = {
  firstName: ['lower(u.first_name)', 'lower(u.last_name)'],
  lastName: ['lower(u.last_name)', 'lower(u.first_name)'],
  name: ['lower(u.first_name)', 'lower(u.last_name)'],
  fullName: ['lower(u.first_name)', 'lower(u.last_name)'],
  subscription: ['u.subscription_rank'],
  rating: ['u.rating'],
  interviewRatio: ['u.interview_ratio'],
  customerSatisfaction: ['u.customer_satisfaction'],
  interviewsCount: ['u.interviews_count'],
  placementsCount: ['u.placements_count'],
  lastLogin: ['u.last_login_at'],
  creationDate: ['u.created_at'],
  organization: ['lower(o.name)'],
  country: ['u.country_code'],
};
export type SortField = UserListSortField;
/** A facet search that matches more users than this is left to the database (decision 0013). */
export const FACET_INDEX_LIMIT = 2_500;

/** Lists count matches up to this many; beyond it the answer says `totalCapped` (docs/decisions/0008-capped-list-totals.md). */
export const TOTAL_CAP = 10_000;
/** Totals of 1,000 users and more are reused for 5 s (docs/decisions/0012-api-request-cost.md). */
export const longTotals = new CountCache();

export const nullableSort = new Set<SortField>(['interviewRatio', 'customerSatisfaction', 'lastLogin', 'organization', 'country']);
// ---------------------------------------------------------------------------------------------
// Reading users
// ---------------------------------------------------------------------------------------------

export interface UserRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  roles: RoleCode[];
  position: string | null;
  phone: string | null;
  phone_calling_code: string | null;
  city: string | null;
  country_code: string | null;
  address: string | null;
  zip_code: string | null;
  locale: 'en' | 'de';
  timezone: string | null;
  subscription: (typeof subscriptions)[number];
  rating: string;
  admin_rating: string | null;
  interview_ratio: number | null;
  customer_satisfaction: number | null;
  interviews_count: number;
  company_rating_count: number;
  employer_rating_count: number;
  placements_count: number;
  invitations_total: number;
  invitations_accepted: number;
  invitations_admin: number;
  invitations_applied: number;
  invitations_open: number;
  sectors: string[];
  departments: string[];
  search_types: string[];
  countries: string[];
  keywords: string[];
  avatar_file_id: string | null;
  last_login_at: Date | null;
  created_at: Date;
  is_demo: boolean;
  password_hash: string | null;
  notification_settings: Record<string, boolean>;
  message_mail: MessageMailMode;
  organization_id: string | null;
  organization_name: string | null;
  organization_type: string | null;
  is_preferred_supplier?: boolean;
}

export const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.status, u.roles, u.position, u.phone, u.phone_calling_code,
  u.city, u.country_code, u.address, u.zip_code, u.locale, u.timezone, u.subscription, u.rating, u.admin_rating,
  u.interview_ratio, u.customer_satisfaction, u.interviews_count, u.company_rating_count, u.employer_rating_count,
  u.placements_count, u.invitations_total, u.invitations_accepted, u.invitations_admin, u.invitations_applied,
  u.invitations_open, u.sectors, u.departments, u.search_types, u.countries, u.keywords, u.avatar_file_id,
  u.last_login_at, u.created_at, u.is_demo, u.password_hash, u.notification_settings, u.message_mail,
  o.id AS organization_id, o.name AS organization_name, o.type AS organization_type`;

/**
 * The columns a list entry shows (listEntry): half of a profile's, without the interest arrays, the
 * settings or the password hash, which the picker's ten or fifty rows were parsed for and dropped.
 */
export const LIST_COLUMNS = `u.id, u.first_name, u.last_name, u.status, u.roles, u.position, u.city, u.country_code, u.subscription,
  u.rating, u.interview_ratio, u.customer_satisfaction, u.interviews_count, u.company_rating_count, u.employer_rating_count,
  u.invitations_total, u.invitations_accepted, u.invitations_admin, u.invitations_applied, u.avatar_file_id, u.last_login_at,
  u.is_demo, o.id AS organization_id, o.name AS organization_name`;
export type UserListRow = Pick<
  UserRow,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'status'
  | 'roles'
  | 'position'
  | 'city'
  | 'country_code'
  | 'subscription'
  | 'rating'
  | 'interview_ratio'
  | 'customer_satisfaction'
  | 'interviews_count'
  | 'company_rating_count'
  | 'employer_rating_count'
  | 'invitations_total'
  | 'invitations_accepted'
  | 'invitations_admin'
  | 'invitations_applied'
  | 'avatar_file_id'
  | 'last_login_at'
  | 'is_demo'
  | 'organization_id'
  | 'organization_name'
  | 'is_preferred_supplier'
>;

export async function loadUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = $1`,
    [id],
  );
  return row;
}

export async function isPreferredSupplierOf(db: Queryable, companyId: number, row: UserRow): Promise<boolean> {
  const [hit] = await db.query(
    `SELECT 1 FROM preferred_suppliers WHERE status = 'active' AND company_organization_id = $1
       AND (recruiter_id = $2 OR agency_organization_id = $3) LIMIT 1`,
    [companyId, row.id, row.organization_id],
  );
  return !!hit;
}

export async function revokeAllSessions(db: Queryable, userId: number, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL', [
    userId,
    reason,
  ]);
}

/** The organisations a user manages, by name. */
export const managedOrganizationsOf = (q: Queryable, userId: number | string) =>
  q.query<{ id: string; name: string }>(
    'SELECT o.id, o.name FROM organization_managers m JOIN organizations o ON o.id = m.organization_id WHERE m.user_id = $1 ORDER BY o.name',
    [userId],
  );

/** The user's open invitations (kept on the user row). */
export async function openInvitations(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ invitations_open: number }>('SELECT invitations_open FROM users WHERE id = $1', [userId]);
  return row?.invitations_open ?? 0;
}

export async function organizationExists(q: Queryable, id: number): Promise<boolean> {
  const [org] = await q.query('SELECT 1 FROM organizations WHERE id = $1', [id]);
  return !!org;
}

/** Writes the given columns of a user (undefined values are left as they are); false when there was nothing to write. */
export async function updateUser(q: Queryable, id: number | string, columns: Record<string, unknown>): Promise<boolean> {
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (!set.length) return false;
  await q.query(`UPDATE users SET ${set.map(([column], i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...set.map(([, value]) => value),
  ]);
  return true;
}

/** Marks an account deleted (closed now). */
export async function markDeleted(q: Queryable, id: number | string): Promise<void> {
  await q.query("UPDATE users SET status = 'deleted', closed_at = now(), updated_at = now() WHERE id = $1", [id]);
}

export const usersByIds = (q: Queryable, ids: readonly number[]) =>
  q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u LEFT JOIN organizations o ON o.id = u.organization_id WHERE u.id = ANY($1::bigint[])`,
    [ids],
  );

/** Sets the status of several users (deleted ones stay deleted); answers the ids that changed. */
export async function setUsersStatus(q: Queryable, ids: readonly number[], status: 'blocked' | 'deleted'): Promise<number[]> {
  const updated = await q.query<{ id: string }>(
    `UPDATE users SET status = $2, closed_at = CASE WHEN $2 = 'deleted' THEN now() ELSE closed_at END, updated_at = now()
      WHERE id = ANY($1::bigint[]) AND status <> 'deleted' AND status <> $2 RETURNING id`,
    [ids, status],
  );
  return updated.map((r) => Number(r.id));
}

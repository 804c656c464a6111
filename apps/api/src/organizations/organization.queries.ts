/** Organisations' rows and SQL. */
import { type organizationAutocompleteSchema, type organizationListQuerySchema, type organizationSortFields } from '@mandate/domain';
import type * as v from 'valibot';
import type { Queryable } from '../db/database';
import { containsPattern, num } from '../db/values';
/** Sort columns of the organisation table, by domain's sort field. */
export const orgSortColumns: Record<(typeof organizationSortFields)[number], string> = {
  name: 'lower(o.name)',
  organizationName: 'lower(o.name)',
  creationDate: 'o.created_at',
  countActiveUsers: 'active_users',
  agencyRating: 'agency_rating',
};

export interface OrganizationRow {
  id: string;
  name: string;
  type: 'company' | 'agency';
  parent_id: string | null;
  parent_name: string | null;
  is_parent: boolean;
  country_code: string | null;
  city: string | null;
  address: string | null;
  zip_code: string | null;
  language: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  contact_name: string | null;
  contact_email: string | null;
  logo_file_id: string | null;
  created_at: Date;
  active_users: string;
  agency_rating: string | null;
  agency_interview_ratio: string | null;
  agency_customer_satisfaction: string | null;
}

export const ORG_COLUMNS = `o.id, o.name, o.type, o.parent_id, p.name AS parent_name,
  EXISTS (SELECT 1 FROM organizations c WHERE c.parent_id = o.id) AS is_parent,
  o.country_code, o.city, o.address, o.zip_code, o.language, o.phone, o.website, o.description,
  o.contact_name, o.contact_email, o.logo_file_id, o.created_at,
  (SELECT count(*) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS active_users,
  (SELECT avg(m.rating) FROM users m WHERE m.organization_id = o.id AND m.rating >= 0 AND m.status = 'active') AS agency_rating,
  (SELECT avg(m.interview_ratio) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS agency_interview_ratio,
  (SELECT avg(m.customer_satisfaction) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS agency_customer_satisfaction`;
export const ORG_FROM = 'FROM organizations o LEFT JOIN organizations p ON p.id = o.parent_id';

export async function loadOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(`SELECT ${ORG_COLUMNS} ${ORG_FROM} WHERE o.id = $1`, [id]);
  return row;
}

/** Parameters of one SQL text: `p(value)` adds a value and answers its placeholder. */
function sqlParams() {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, p };
}

/** Only admins see all organisations (`visible` null); others the ids in `visible` (001 §6). */
const visibleSql = (visible: readonly number[] | null, p: (value: unknown) => string) =>
  visible === null ? null : `o.id = ANY(${p(visible)}::bigint[])`;

/** One page of the organisation table and its total. */
export async function listOrganizations(
  q: Queryable,
  visible: readonly number[] | null,
  body: v.InferOutput<typeof organizationListQuerySchema>,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const { params, p } = sqlParams();
  const where = [visibleSql(visible, p)];
  if (body.search) where.push(`(o.name ILIKE ${p(containsPattern(body.search))} OR o.contact_name ILIKE $${params.length})`);
  if (body.type) where.push(`o.type = ${p(body.type)}`);
  if (body.countryCode) where.push(`o.country_code = ${p(body.countryCode)}`);
  if (body.parentId) where.push(`o.parent_id = ${p(body.parentId)}`);
  const whereSql = where.filter(Boolean).join(' AND ') || 'TRUE';
  const countParams = [...params];
  const order = `${orgSortColumns[body.sortBy]} ${body.sortOrder} NULLS LAST, o.id ASC`;
  const [rows, [count]] = await Promise.all([
    q.query<OrganizationRow>(
      `SELECT * FROM (SELECT ${ORG_COLUMNS} ${ORG_FROM} WHERE ${whereSql}) o ORDER BY ${order} LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
      params,
    ),
    q.query<{ total: string }>(`SELECT count(*) AS total ${ORG_FROM} WHERE ${whereSql}`, countParams),
  ]);
  return { rows, total: num(count?.total ?? 0) };
}

export interface OrganizationChoiceRow {
  id: string;
  name: string;
  type: 'company' | 'agency';
  parent_id: string | null;
  active_users: string;
}

/** Organisations by name for pickers, and their total. */
export async function autocompleteOrganizations(
  q: Queryable,
  visible: readonly number[] | null,
  body: v.InferOutput<typeof organizationAutocompleteSchema>,
): Promise<{ rows: OrganizationChoiceRow[]; total: number }> {
  const { params, p } = sqlParams();
  const where = [visibleSql(visible, p)];
  if (body.search) where.push(`o.name ILIKE ${p(containsPattern(body.search))}`);
  if (body.type) where.push(`o.type = ${p(body.type)}`);
  if (body.withActiveUsers) where.push(`EXISTS (SELECT 1 FROM users m WHERE m.organization_id = o.id AND m.status = 'active')`);
  const whereSql = where.filter(Boolean).join(' AND ') || 'TRUE';
  const countParams = [...params];
  const rows = await q.query<OrganizationChoiceRow>(
    `SELECT o.id, o.name, o.type, o.parent_id,
            ${body.withoutCalculatedFields ? '0' : "(SELECT count(*) FROM users m WHERE m.organization_id = o.id AND m.status = 'active')"} AS active_users
       FROM organizations o WHERE ${whereSql} ORDER BY lower(o.name), o.id LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
    params,
  );
  const [count] = await q.query<{ total: string }>(`SELECT count(*) AS total FROM organizations o WHERE ${whereSql}`, countParams);
  return { rows, total: num(count?.total ?? 0) };
}

/** How many agencies are active preferred suppliers of a company. */
export async function activePslCount(q: Queryable, companyId: number): Promise<number> {
  const [psl] = await q.query<{ n: string }>(
    "SELECT count(*) AS n FROM preferred_suppliers WHERE company_organization_id = $1 AND status = 'active'",
    [companyId],
  );
  return num(psl?.n ?? 0);
}

/** Writes the given columns of an organisation (undefined values are left as they are). */
export async function updateOrganization(q: Queryable, id: number, columns: Record<string, unknown>): Promise<void> {
  const set = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (!set.length) return;
  await q.query(`UPDATE organizations SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...set.map(([, value]) => value),
  ]);
}

export interface NewOrganization {
  name: string;
  type: string;
  parentId: number | null;
  countryCode: string | null;
  city: string | null;
  address: string | null;
  zipCode: string | null;
  language: string | null;
  phone: string | null;
  website: string | null;
  description: string | null;
  contactName: string | null;
  contactEmail: string | null;
}

/** A new organisation; answers its id. */
export async function insertOrganization(q: Queryable, o: NewOrganization): Promise<number> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO organizations (name, type, parent_id, country_code, city, address, zip_code, language, phone, website, description, contact_name, contact_email)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      o.name,
      o.type,
      o.parentId,
      o.countryCode,
      o.city,
      o.address,
      o.zipCode,
      o.language,
      o.phone,
      o.website,
      o.description,
      o.contactName,
      o.contactEmail,
    ],
  );
  return num(row!.id);
}

export interface MemberRow {
  id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  roles: string[];
  status: string;
  membership_status: string;
}

/** An organisation's users, deleted ones left out. */
export const membersOf = (q: Queryable, organizationId: number) =>
  q.query<MemberRow>(
    `SELECT id, first_name, last_name, position, roles, status, membership_status FROM users
      WHERE organization_id = $1 AND status <> 'deleted' ORDER BY lower(first_name), lower(last_name), id`,
    [organizationId],
  );

/** Sets a member's membership status; false when the user is not a member of the organisation. */
export async function setMembershipStatus(q: Queryable, organizationId: number, userId: number, status: string): Promise<boolean> {
  const updated = await q.query<{ id: string }>(
    'UPDATE users SET membership_status = $3, updated_at = now() WHERE id = $2 AND organization_id = $1 RETURNING id',
    [organizationId, userId, status],
  );
  return updated.length > 0;
}

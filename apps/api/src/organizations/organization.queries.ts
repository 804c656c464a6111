/** Organisations' rows and SQL. */
import { type organizationSortFields } from '@mandate/domain';
import type { Database } from '../db/database';

type Queryable = Pick<Database, 'query'>;
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

/** The SQL of `POST /user/create-shortlist-recipient`: a user by e-mail, and a new line manager of a company. */
import type { Queryable } from '../db/database';

export interface RecipientRow {
  id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  roles: string[];
  status: string;
  membership_status: string;
  organization_id: string | null;
}

const COLUMNS = 'id, first_name, last_name, position, roles, status, membership_status, organization_id';

/** The user with this e-mail (username, case-insensitive), locked for the change; deleted users too (the address stays taken). */
export async function userByEmail(q: Queryable, email: string): Promise<RecipientRow | null> {
  const [row] = await q.query<RecipientRow>(`SELECT ${COLUMNS} FROM users WHERE lower(username) = lower($1) FOR UPDATE`, [email]);
  return row ?? null;
}

/** A new active line manager of the organisation, without a password (they sign in with a one-time code). */
export async function insertRecipient(
  q: Queryable,
  r: { email: string; firstName: string; lastName: string; organizationId: number; locale: string },
): Promise<RecipientRow> {
  const [row] = await q.query<RecipientRow>(
    `INSERT INTO users (username, first_name, last_name, roles, organization_id, locale)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [r.email, r.firstName, r.lastName, ['line-manager'], r.organizationId, r.locale],
  );
  return row!;
}

/** The SQL of the session's user (currentUser.ts): the rows are `SessionUserRow`s. */
import type { RoleCode, UserStatus } from '@mandate/domain';
import type { Queryable } from '../db/database';

/** A user with their organisation and the organisations they manage. */
export interface SessionUserRow {
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
  managed: { id: number | string; name: string }[];
}

/** A user with their organisation and the organisations they manage (as JSON), in one statement. */
const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.status, u.roles, u.city, u.country_code, u.invitations_open,
  o.id AS organization_id, o.name AS organization_name, o.country_code AS organization_country,
  COALESCE((SELECT json_agg(json_build_object('id', mo.id, 'name', mo.name) ORDER BY mo.name, mo.id)
              FROM organization_managers m JOIN organizations mo ON mo.id = m.organization_id WHERE m.user_id = u.id), '[]') AS managed`;
const USER_FROM = 'users u LEFT JOIN organizations o ON o.id = u.organization_id';

/** The user with this id, or undefined. */
export async function sessionUserRow(db: Queryable, userId: number): Promise<SessionUserRow | undefined> {
  const [row] = await db.query<SessionUserRow>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [userId]);
  return row;
}

/** The session of a valid access token (by its hash) with its user. */
export type AccessTokenSessionRow = SessionUserRow & { session_id: string; owner_id: string | null; expires_at: Date | string };

/** The session of a valid, unexpired access token (by its hash) in a session not revoked, with its user, or undefined. */
export async function accessTokenSessionRow(db: Queryable, tokenHash: string): Promise<AccessTokenSessionRow | undefined> {
  const [row] = await db.query<AccessTokenSessionRow>(
    `SELECT s.id AS session_id, s.owner_id, t.expires_at, ${USER_COLUMNS}
       FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id JOIN ${USER_FROM} ON u.id = s.user_id
      WHERE t.token_hash = $1 AND t.kind = 'access' AND t.expires_at > now() AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  return row;
}

/** Every SQL text of company teams and their members. */
import type { Queryable } from '../db/database';

export interface TeamRow {
  id: string;
  organization_id: string;
  name: string;
  created_by: string | null;
  created_at: Date;
}

export interface TeamMemberRow {
  id: string;
  first_name: string;
  last_name: string;
  status: string;
}

const TEAM_COLUMNS = 'id, organization_id, name, created_by, created_at';

export const teamMembers = (q: Queryable, teamId: number | string) =>
  q.query<TeamMemberRow>(
    `SELECT u.id, u.first_name, u.last_name, m.status FROM company_team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id = $1 ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
    [teamId],
  );

export async function loadTeam(q: Queryable, id: number): Promise<TeamRow | null> {
  const [team] = await q.query<TeamRow>(`SELECT ${TEAM_COLUMNS} FROM company_teams WHERE id = $1`, [id]);
  return team ?? null;
}

export const teamsOf = (q: Queryable, organizationId: number) =>
  q.query<TeamRow>(`SELECT ${TEAM_COLUMNS} FROM company_teams WHERE organization_id = $1 ORDER BY lower(name), id`, [organizationId]);

/** How many of `members` are active users of the organisation. */
export async function activeMemberCount(q: Queryable, organizationId: number, members: readonly number[]): Promise<number> {
  const rows = await q.query<{ id: string }>(
    "SELECT id FROM users WHERE id = ANY($1::bigint[]) AND organization_id = $2 AND status = 'active'",
    [members, organizationId],
  );
  return rows.length;
}

/** A new team with its first members. */
export async function insertTeam(
  q: Queryable,
  organizationId: number,
  name: string,
  createdBy: number,
  members: readonly number[],
): Promise<TeamRow> {
  const [row] = await q.query<TeamRow>(
    `INSERT INTO company_teams (organization_id, name, created_by) VALUES ($1, $2, $3) RETURNING ${TEAM_COLUMNS}`,
    [organizationId, name, createdBy],
  );
  if (members.length) await addTeamMembers(q, row!.id, members);
  return row!;
}

export async function renameTeam(q: Queryable, id: number | string, name: string): Promise<TeamRow> {
  const [row] = await q.query<TeamRow>(`UPDATE company_teams SET name = $2 WHERE id = $1 RETURNING ${TEAM_COLUMNS}`, [id, name]);
  return row!;
}

export async function deleteTeam(q: Queryable, id: number | string): Promise<void> {
  await q.query('DELETE FROM company_teams WHERE id = $1', [id]);
}

/** Adds members (a revoked member becomes active again). */
export async function addTeamMembers(q: Queryable, teamId: number | string, members: readonly number[]): Promise<void> {
  await q.query(
    `INSERT INTO company_team_members (team_id, user_id) SELECT $1, unnest($2::bigint[])
     ON CONFLICT (team_id, user_id) DO UPDATE SET status = 'active', added_at = now()`,
    [teamId, members],
  );
}

/** Revokes a member; false when the user is not on the team. */
export async function revokeTeamMember(q: Queryable, teamId: number | string, member: number): Promise<boolean> {
  const updated = await q.query(
    "UPDATE company_team_members SET status = 'revoked' WHERE team_id = $1 AND user_id = $2 RETURNING user_id",
    [teamId, member],
  );
  return updated.length > 0;
}

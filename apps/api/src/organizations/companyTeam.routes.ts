import {
  can,
  canSeeOrganization,
  companyTeamCreateSchema,
  companyTeamMembersSchema,
  companyTeamRevokeMemberSchema,
  nameSchema,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { organizationViewer } from '../auth/viewer';
import { num, numOrNull } from '../db/values';

type Queryable = Pick<Database, 'query'>;
type Viewer = ReturnType<typeof requireUser>;
import { loadOrganization } from './organization.queries';
import { organizationOwner } from './organization.service';

const TAG = 'Organisations';
const teamListQuery = v.object({
  organizationId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});

/** Company teams (`/company-team/…`, 001 §7.9). */
export async function companyTeamRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // ---- company teams --------------------------------------------------------------------------------
  interface TeamRow {
    id: string;
    organization_id: string;
    name: string;
    created_by: string | null;
    created_at: Date;
  }

  async function teamView(team: TeamRow) {
    const members = await db.query<{ id: string; first_name: string; last_name: string; status: string }>(
      `SELECT u.id, u.first_name, u.last_name, m.status FROM company_team_members m JOIN users u ON u.id = m.user_id
        WHERE m.team_id = $1 ORDER BY lower(u.first_name), lower(u.last_name), u.id`,
      [team.id],
    );
    return {
      id: num(team.id),
      name: team.name,
      organization: { id: num(team.organization_id) },
      createdBy: team.created_by ? { id: num(team.created_by) } : null,
      creationDate: new Date(team.created_at).toISOString(),
      members: members.map((m) => ({ id: num(m.id), name: `${m.first_name} ${m.last_name}`, status: { code: m.status } })),
    };
  }

  async function teamOf(request: FastifyRequest, viewer: Viewer, permission: 'company-team-edit' | 'company-team-delete') {
    const { id } = parse(request, idParam, request.params);
    const [team] = await db.query<TeamRow>('SELECT * FROM company_teams WHERE id = $1', [id]);
    if (!team) throw missing(request);
    authorize(request, can(viewer, permission, organizationOwner(viewer, num(team.organization_id), numOrNull(team.created_by))));
    return team;
  }

  /** Members must be active users of the team's organisation. */
  async function checkMembers(request: FastifyRequest, tx: Queryable, organizationId: number, members: number[], field: string) {
    if (!members.length) return;
    const rows = await tx.query<{ id: string }>(
      "SELECT id FROM users WHERE id = ANY($1::bigint[]) AND organization_id = $2 AND status = 'active'",
      [members, organizationId],
    );
    if (rows.length !== new Set(members).size) throw fieldError(request, field, 'not-a-member');
  }

  app.get('/company-team/list', doc(TAG, 'The company teams of an organisation'), async (request) => {
    const viewer = requireUser(request);
    const query = parse(request, teamListQuery, request.query ?? {});
    const organizationId = query.organizationId ?? viewer.organizationId;
    if (organizationId === null) return { result: { items: [], total: 0 } };
    authorize(request, canSeeOrganization(organizationViewer(viewer), organizationId));
    authorize(request, can(viewer, 'company-team-view', organizationOwner(viewer, organizationId)));
    const teams = await db.query<TeamRow>('SELECT * FROM company_teams WHERE organization_id = $1 ORDER BY lower(name), id', [
      organizationId,
    ]);
    const items = [];
    for (const team of teams) items.push(await teamView(team));
    return { result: { items, total: items.length } };
  });

  app.post('/company-team/create', doc(TAG, 'Create a company team with members'), async (request) => {
    const viewer = requireUser(request);
    const body = parse(request, companyTeamCreateSchema, request.body);
    const organizationId = body.organizationId ?? viewer.organizationId;
    if (organizationId === null) throw fieldError(request, 'organizationId', 'unknown-organization');
    if (!(await loadOrganization(db, organizationId))) throw fieldError(request, 'organizationId', 'unknown-organization');
    authorize(request, canSeeOrganization(organizationViewer(viewer), organizationId));
    authorize(request, can(viewer, 'company-team-create', organizationOwner(viewer, organizationId)));
    const members = [...new Set(body.members)];
    await checkMembers(request, db, organizationId, members, 'members');
    const team = await db.transaction(async (tx) => {
      const [row] = await tx.query<TeamRow>(
        'INSERT INTO company_teams (organization_id, name, created_by) VALUES ($1, $2, $3) RETURNING *',
        [organizationId, body.name, viewer.id],
      );
      if (members.length) {
        await tx.query('INSERT INTO company_team_members (team_id, user_id) SELECT $1, unnest($2::bigint[])', [row!.id, members]);
      }
      return row!;
    });
    return { result: await teamView(team) };
  });

  app.put('/company-team/:id/edit', doc(TAG, 'Rename a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<TeamRow>('UPDATE company_teams SET name = $2 WHERE id = $1 RETURNING *', [team.id, name]);
    return { result: await teamView(row!) };
  });

  app.delete('/company-team/:id/delete', doc(TAG, 'Delete a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-delete');
    await db.query('DELETE FROM company_teams WHERE id = $1', [team.id]);
    return { result: null };
  });

  app.post('/company-team/:id/add-members', doc(TAG, 'Add members to a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { members } = parse(request, companyTeamMembersSchema, request.body);
    const unique = [...new Set(members)];
    await checkMembers(request, db, num(team.organization_id), unique, 'members');
    await db.query(
      `INSERT INTO company_team_members (team_id, user_id) SELECT $1, unnest($2::bigint[])
       ON CONFLICT (team_id, user_id) DO UPDATE SET status = 'active', added_at = now()`,
      [team.id, unique],
    );
    return { result: await teamView(team) };
  });

  app.post('/company-team/:id/revoke-member', doc(TAG, 'Remove a member from a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { member } = parse(request, companyTeamRevokeMemberSchema, request.body);
    const updated = await db.query(
      "UPDATE company_team_members SET status = 'revoked' WHERE team_id = $1 AND user_id = $2 RETURNING user_id",
      [team.id, member],
    );
    if (!updated.length) throw fieldError(request, 'member', 'not-a-member');
    return { result: await teamView(team) };
  });
}

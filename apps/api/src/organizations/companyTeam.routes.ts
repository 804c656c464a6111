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
import type { Database, Queryable } from '../db/database';
import { parse } from '../http/validation';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { organizationViewer } from '../auth/viewer';
import { num, numOrNull } from '../db/values';
import type { Viewer } from '../auth/context';
import {
  activeMemberCount,
  addTeamMembers,
  deleteTeam,
  insertTeam,
  loadTeam,
  renameTeam,
  revokeTeamMember,
  teamMembers,
  teamsOf,
  type TeamRow,
} from './companyTeam.queries';
import { loadOrganization } from './organization.queries';
import { companyTeamView } from './organization.view';
import { organizationOwner } from './organization.service';

const TAG = 'Organisations';
const teamListQuery = v.object({
  organizationId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});

/** Company teams (`/company-team/…`, 001 §7.9). */
export async function companyTeamRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // ---- company teams --------------------------------------------------------------------------------
  const teamView = async (team: TeamRow) => companyTeamView(team, await teamMembers(db, team.id));

  async function teamOf(request: FastifyRequest, viewer: Viewer, permission: 'company-team-edit' | 'company-team-delete') {
    const { id } = parse(request, idParam, request.params);
    const team = await loadTeam(db, id);
    if (!team) throw missing(request);
    authorize(request, can(viewer, permission, organizationOwner(viewer, num(team.organization_id), numOrNull(team.created_by))));
    return team;
  }

  /** Members must be active users of the team's organisation. */
  async function checkMembers(request: FastifyRequest, tx: Queryable, organizationId: number, members: number[], field: string) {
    if (!members.length) return;
    if ((await activeMemberCount(tx, organizationId, members)) !== new Set(members).size) throw fieldError(request, field, 'not-a-member');
  }

  app.get('/company-team/list', doc(TAG, 'The company teams of an organisation'), async (request) => {
    const viewer = requireUser(request);
    const query = parse(request, teamListQuery, request.query ?? {});
    const organizationId = query.organizationId ?? viewer.organizationId;
    if (organizationId === null) return { result: { items: [], total: 0 } };
    authorize(request, canSeeOrganization(organizationViewer(viewer), organizationId));
    authorize(request, can(viewer, 'company-team-view', organizationOwner(viewer, organizationId)));
    const teams = await teamsOf(db, organizationId);
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
    const team = await db.transaction((tx) => insertTeam(tx, organizationId, body.name, viewer.id, members));
    return { result: await teamView(team) };
  });

  app.put('/company-team/:id/edit', doc(TAG, 'Rename a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { name } = parse(request, nameSchema, request.body);
    return { result: await teamView(await renameTeam(db, team.id, name)) };
  });

  app.delete('/company-team/:id/delete', doc(TAG, 'Delete a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-delete');
    await deleteTeam(db, team.id);
    return { result: null };
  });

  app.post('/company-team/:id/add-members', doc(TAG, 'Add members to a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { members } = parse(request, companyTeamMembersSchema, request.body);
    const unique = [...new Set(members)];
    await checkMembers(request, db, num(team.organization_id), unique, 'members');
    await addTeamMembers(db, team.id, unique);
    return { result: await teamView(team) };
  });

  app.post('/company-team/:id/revoke-member', doc(TAG, 'Remove a member from a company team'), async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { member } = parse(request, companyTeamRevokeMemberSchema, request.body);
    if (!(await revokeTeamMember(db, team.id, member))) throw fieldError(request, 'member', 'not-a-member');
    return { result: await teamView(team) };
  });
}

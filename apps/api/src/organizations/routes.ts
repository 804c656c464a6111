import {
  can,
  canSeeOrganization,
  companyTeamCreateSchema,
  companyTeamMembersSchema,
  companyTeamRevokeMemberSchema,
  isAdmin,
  membershipStatuses,
  membershipStatusSchema,
  nameSchema,
  organizationAutocompleteSchema,
  organizationContactSchema,
  organizationCreateSchema,
  organizationEditSchema,
  organizationListQuerySchema,
  type organizationSortFields,
  organizationTypes,
  type OwnerRef,
  safeString,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { replacePicture } from '../files/pictures';
import type { FileStorage } from '../files/storage';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { authorize, fieldError, idParam, includesOf, missing } from '../http/route';
import { canManageOrganization, organizationViewer, ownOrganizationIds } from '../auth/viewer';
import { containsPattern, num, numOrNull } from '../db/values';
import { type SessionUser } from '../auth/currentUser';

type Queryable = Pick<Database, 'query'>;
type Viewer = ReturnType<typeof requireUser>;

/** Sort columns of the organisation table, by domain's sort field. */
const orgSortColumns: Record<(typeof organizationSortFields)[number], string> = {
  name: 'lower(o.name)',
  organizationName: 'lower(o.name)',
  creationDate: 'o.created_at',
  countActiveUsers: 'active_users',
  agencyRating: 'agency_rating',
};

const teamListQuery = v.object({
  organizationId: v.optional(v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number))),
});
const memberParams = v.object({
  id: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
  userId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});

interface OrganizationRow {
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

const ORG_COLUMNS = `o.id, o.name, o.type, o.parent_id, p.name AS parent_name,
  EXISTS (SELECT 1 FROM organizations c WHERE c.parent_id = o.id) AS is_parent,
  o.country_code, o.city, o.address, o.zip_code, o.language, o.phone, o.website, o.description,
  o.contact_name, o.contact_email, o.logo_file_id, o.created_at,
  (SELECT count(*) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS active_users,
  (SELECT avg(m.rating) FROM users m WHERE m.organization_id = o.id AND m.rating >= 0 AND m.status = 'active') AS agency_rating,
  (SELECT avg(m.interview_ratio) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS agency_interview_ratio,
  (SELECT avg(m.customer_satisfaction) FROM users m WHERE m.organization_id = o.id AND m.status = 'active') AS agency_customer_satisfaction`;
const ORG_FROM = 'FROM organizations o LEFT JOIN organizations p ON p.id = o.parent_id';

const rounded = (value: string | null, digits = 0) => (value === null ? null : Number(Number(value).toFixed(digits)));

/** An organisation (001 §3) with its contact data. */
function organizationView(row: OrganizationRow) {
  return {
    id: num(row.id),
    name: row.name,
    type: row.type,
    parent: row.parent_id ? { id: num(row.parent_id), name: row.parent_name ?? '' } : null,
    isParent: row.is_parent,
    countryCode: row.country_code,
    city: row.city,
    place:
      row.city || row.country_code
        ? { city: row.city, country: row.country_code ? { code: row.country_code, label: row.country_code } : null }
        : null,
    address: row.address,
    zipCode: row.zip_code,
    language: row.language,
    phone: row.phone,
    website: row.website,
    description: row.description,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    logo: row.logo_file_id ? { fullPath: `/api/file/${row.logo_file_id}/download` } : null,
    creationDate: new Date(row.created_at).toISOString(),
  };
}

/** A row of the organisation table (001 §3 organisation list columns). */
function organizationListItem(row: OrganizationRow) {
  return {
    ...organizationView(row),
    organizationName: row.name,
    calculatedFields: { countActiveUsers: num(row.active_users) },
    // Vacancy and revenue figures come from the job and billing modules; until then they are 0.
    activeVacancies: 0,
    companyActivePositions: 0,
    companyClosedVacancies: 0,
    agencyClosedPositions: 0,
    totalRevenue: 0,
    agencyRating: rounded(row.agency_rating, 1),
    agencyInterviewRatio: rounded(row.agency_interview_ratio),
    agencyCustomerSatisfaction: rounded(row.agency_customer_satisfaction),
  };
}

async function loadOrganization(db: Queryable, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.query<OrganizationRow>(`SELECT ${ORG_COLUMNS} ${ORG_FROM} WHERE o.id = $1`, [id]);
  return row;
}

/**
 * The owner of an organisation's records (teams, units): its members and managers act as owners
 * for `-own` permissions; domain's `isOwner` covers managers, members are added here.
 */
function organizationOwner(user: SessionUser, organizationId: number, createdBy: number | null = null): OwnerRef {
  return { ownerId: user.organizationId === organizationId ? user.id : createdBy, ownerOrganizationId: organizationId };
}

/** Organisations (001 §7.9) under /api: /organization/…, /company-team/…, business units. */
export async function organizationRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  /** The organisation of an `/organization/:id/…` call: 404 when missing, 403 when not visible. */
  async function visibleOrganization(request: FastifyRequest, viewer: Viewer, id: number): Promise<OrganizationRow> {
    const row = await loadOrganization(db, id);
    if (!row) throw missing(request);
    authorize(request, canSeeOrganization(organizationViewer(viewer), id));
    return row;
  }

  /** Only admins see all organisations; others their own and managed ones (001 §6). */
  function visibilityFilter(viewer: Viewer, p: (value: unknown) => string): string | null {
    return isAdmin(viewer) ? null : `o.id = ANY(${p(ownOrganizationIds(viewer))}::bigint[])`;
  }

  app.post('/organization/list', async (request) => {
    const viewer = requireUser(request);
    const body = parse(request, organizationListQuerySchema, request.body ?? {});
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = [visibilityFilter(viewer, p)];
    if (body.search) where.push(`(o.name ILIKE ${p(containsPattern(body.search))} OR o.contact_name ILIKE $${params.length})`);
    if (body.type) where.push(`o.type = ${p(body.type)}`);
    if (body.countryCode) where.push(`o.country_code = ${p(body.countryCode)}`);
    if (body.parentId) where.push(`o.parent_id = ${p(body.parentId)}`);
    const whereSql = where.filter(Boolean).join(' AND ') || 'TRUE';
    const countParams = [...params];
    const order = `${orgSortColumns[body.sortBy]} ${body.sortOrder} NULLS LAST, o.id ASC`;
    const [rows, [count]] = await Promise.all([
      db.query<OrganizationRow>(
        `SELECT * FROM (SELECT ${ORG_COLUMNS} ${ORG_FROM} WHERE ${whereSql}) o ORDER BY ${order} LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
        params,
      ),
      db.query<{ total: string }>(`SELECT count(*) AS total ${ORG_FROM} WHERE ${whereSql}`, countParams),
    ]);
    return { result: { items: rows.map(organizationListItem), total: num(count?.total ?? 0) } };
  });

  app.post('/organization/autocomplete', async (request) => {
    const viewer = requireUser(request);
    const body = parse(request, organizationAutocompleteSchema, request.body ?? {});
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = [visibilityFilter(viewer, p)];
    if (body.search) where.push(`o.name ILIKE ${p(containsPattern(body.search))}`);
    if (body.type) where.push(`o.type = ${p(body.type)}`);
    if (body.withActiveUsers) where.push(`EXISTS (SELECT 1 FROM users m WHERE m.organization_id = o.id AND m.status = 'active')`);
    const whereSql = where.filter(Boolean).join(' AND ') || 'TRUE';
    const countParams = [...params];
    const rows = await db.query<{ id: string; name: string; type: string; parent_id: string | null; active_users: string }>(
      `SELECT o.id, o.name, o.type, o.parent_id,
              ${body.withoutCalculatedFields ? '0' : "(SELECT count(*) FROM users m WHERE m.organization_id = o.id AND m.status = 'active')"} AS active_users
         FROM organizations o WHERE ${whereSql} ORDER BY lower(o.name), o.id LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
      params,
    );
    const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM organizations o WHERE ${whereSql}`, countParams);
    return {
      result: {
        items: rows.map((row) => ({
          id: num(row.id),
          name: row.name,
          type: row.type,
          parent: row.parent_id ? { id: num(row.parent_id) } : null,
          ...(body.withoutCalculatedFields ? {} : { calculatedFields: { countActiveUsers: num(row.active_users) } }),
        })),
        total: num(count?.total ?? 0),
      },
    };
  });

  app.get('/organization/membership-status/list', async (request) => {
    requireUser(request);
    const locale = requestLocale(request);
    return { result: membershipStatuses.map((code) => ({ code, label: t(locale, `membership-${code}`) })) };
  });

  app.get('/organization/:id/view', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const row = await visibleOrganization(request, viewer, id);
    const includes = includesOf(request.query);
    const result: Record<string, unknown> = organizationView(row);
    if (includes.has('calculatedFields')) result.calculatedFields = { countActiveUsers: num(row.active_users) };
    if (includes.has('pslCount') || includes.has('activePslCount')) {
      const [psl] = await db.query<{ n: string }>(
        "SELECT count(*) AS n FROM preferred_suppliers WHERE company_organization_id = $1 AND status = 'active'",
        [id],
      );
      result.pslCount = num(psl?.n ?? 0);
    }
    // Prepaid vacancies come with billing, agency files with the files module.
    if (includes.has('prepaidJobs')) result.prepaidJobs = 0;
    if (includes.has('agencyFiles')) result.agencyFiles = [];
    return { result };
  });

  // Multipart with one image (field `logo`, 001 §7.9); the answer is the stored picture.
  app.post('/organization/:id/upload-logo', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    return { result: await replacePicture(request, { db, storage, user: viewer, kind: 'logo', recordId: id }) };
  });

  app.put('/organization/:id/edit', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const body = parse(request, organizationEditSchema({ isAdmin: isAdmin(viewer) }), request.body ?? {});
    if (body.parentId) {
      if (body.parentId === id) throw fieldError(request, 'parentId', 'unknown-organization');
      if (!(await loadOrganization(db, body.parentId))) throw fieldError(request, 'parentId', 'unknown-organization');
    }
    const columns: Record<string, unknown> = {
      name: body.name,
      country_code: body.countryCode,
      city: body.city,
      address: body.address,
      zip_code: body.zipCode,
      language: body.language,
      phone: body.phone,
      website: body.website,
      description: body.description,
      contact_name: body.contactName,
      contact_email: body.contactEmail,
      type: body.type,
      parent_id: body.parentId,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length) {
      await db.query(`UPDATE organizations SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
        id,
        ...set.map(([, value]) => value),
      ]);
    }
    return { result: organizationView((await loadOrganization(db, id))!) };
  });

  async function createOrganization(request: FastifyRequest, viewer: Viewer, parent: OrganizationRow | null) {
    const admin = isAdmin(viewer);
    const body = parse(request, organizationCreateSchema({ isAdmin: admin }), request.body ?? {});
    const parentId = body.parentId ?? (parent ? num(parent.id) : null);
    if (body.parentId && !(await loadOrganization(db, body.parentId))) throw fieldError(request, 'parentId', 'unknown-organization');
    // A top-level organisation needs its type; a child takes its parent's unless an admin gives one.
    const type =
      body.type ??
      parent?.type ??
      parse(request, v.object({ type: v.picklist(organizationTypes, 'domain.error.option') }), request.body).type;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO organizations (name, type, parent_id, country_code, city, address, zip_code, language, phone, website, description, contact_name, contact_email)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        body.name,
        type,
        parentId,
        body.countryCode ?? parent?.country_code ?? null,
        body.city ?? null,
        body.address ?? null,
        body.zipCode ?? null,
        body.language ?? parent?.language ?? null,
        body.phone ?? null,
        body.website ?? null,
        body.description ?? null,
        body.contactName ?? null,
        body.contactEmail ?? null,
      ],
    );
    return { result: organizationView((await loadOrganization(db, num(row!.id)))!) };
  }

  /** A top-level organisation: admins only. */
  app.post('/organization/create', async (request) => {
    const viewer = requireUser(request);
    authorize(request, isAdmin(viewer));
    return createOrganization(request, viewer, null);
  });

  /** A child organisation of `:id` (001 §3 parent / isParent): admins and the parent's managers. */
  app.post('/organization/:id/create', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const parent = await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    return createOrganization(request, viewer, parent);
  });

  // ---- members and membership statuses ----------------------------------------------------------
  app.get('/organization/:id/member/list', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await db.query<{
      id: string;
      first_name: string;
      last_name: string;
      position: string | null;
      roles: string[];
      status: string;
      membership_status: string;
    }>(
      `SELECT id, first_name, last_name, position, roles, status, membership_status FROM users
        WHERE organization_id = $1 AND status <> 'deleted' ORDER BY lower(first_name), lower(last_name), id`,
      [id],
    );
    return {
      result: {
        items: rows.map((r) => ({
          id: num(r.id),
          name: `${r.first_name} ${r.last_name}`,
          position: r.position,
          roles: r.roles.map((code) => ({ code })),
          status: { code: r.status },
          membershipStatus: { code: r.membership_status },
        })),
      },
    };
  });

  app.put('/organization/:id/member/:userId/status', async (request) => {
    const viewer = requireUser(request);
    const { id, userId } = parse(request, memberParams, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const { status } = parse(request, membershipStatusSchema, request.body);
    const updated = await db.query<{ id: string }>(
      'UPDATE users SET membership_status = $3, updated_at = now() WHERE id = $2 AND organization_id = $1 RETURNING id',
      [id, userId, status],
    );
    if (!updated.length) throw missing(request);
    return { result: { id: userId, membershipStatus: { code: status } } };
  });

  // ---- contacts -----------------------------------------------------------------------------------
  const contactView = (r: {
    id: string;
    organization_id: string;
    name: string;
    email: string | null;
    phone: string | null;
    position: string | null;
  }) => ({
    id: num(r.id),
    organization: { id: num(r.organization_id) },
    name: r.name,
    email: r.email,
    phone: r.phone,
    position: r.position,
  });
  type ContactRow = Parameters<typeof contactView>[0];

  app.get('/organization/:id/contact/list', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await db.query<ContactRow>('SELECT * FROM organization_contacts WHERE organization_id = $1 ORDER BY lower(name), id', [
      id,
    ]);
    return { result: { items: rows.map(contactView), total: rows.length } };
  });

  app.post('/organization/:id/contact/create', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const body = parse(request, organizationContactSchema, request.body);
    const [row] = await db.query<ContactRow>(
      'INSERT INTO organization_contacts (organization_id, name, email, phone, position) VALUES ($1, $2, $3, $4, $5) RETURNING *',
      [id, body.name, body.email ?? null, body.phone ?? null, body.position ?? null],
    );
    return { result: contactView(row!) };
  });

  async function contactOf(request: FastifyRequest, viewer: Viewer): Promise<ContactRow> {
    const { id } = parse(request, idParam, request.params);
    const [row] = await db.query<ContactRow>('SELECT * FROM organization_contacts WHERE id = $1', [id]);
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, num(row.organization_id)));
    return row;
  }

  app.put('/organization/contact/:id/edit', async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    const body = parse(request, organizationContactSchema, request.body);
    const [row] = await db.query<ContactRow>(
      'UPDATE organization_contacts SET name = $2, email = $3, phone = $4, position = $5 WHERE id = $1 RETURNING *',
      [contact.id, body.name, body.email ?? null, body.phone ?? null, body.position ?? null],
    );
    return { result: contactView(row!) };
  });

  app.delete('/organization/contact/:id/delete', async (request) => {
    const viewer = requireUser(request);
    const contact = await contactOf(request, viewer);
    await db.query('DELETE FROM organization_contacts WHERE id = $1', [contact.id]);
    return { result: null };
  });

  // ---- business units -----------------------------------------------------------------------------
  const unitView = (r: { id: string; organization_id: string; name: string }) => ({
    id: num(r.id),
    organization: { id: num(r.organization_id) },
    name: r.name,
  });

  app.get('/organization/:id/business-unit/list', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    const rows = await db.query<{ id: string; organization_id: string; name: string }>(
      'SELECT id, organization_id, name FROM business_units WHERE organization_id = $1 ORDER BY lower(name), id',
      [id],
    );
    return { result: { items: rows.map(unitView), total: rows.length } };
  });

  app.post('/organization/:id/business-unit/add', async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'INSERT INTO business_units (organization_id, name) VALUES ($1, $2) RETURNING id, organization_id, name',
      [id, name],
    );
    return { result: unitView(row!) };
  });

  async function unitOf(request: FastifyRequest, viewer: Viewer) {
    const { id } = parse(request, idParam, request.params);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'SELECT id, organization_id, name FROM business_units WHERE id = $1',
      [id],
    );
    if (!row) throw missing(request);
    authorize(request, canManageOrganization(viewer, num(row.organization_id)));
    return row;
  }

  app.put('/organization/business-unit/:id/edit', async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<{ id: string; organization_id: string; name: string }>(
      'UPDATE business_units SET name = $2 WHERE id = $1 RETURNING id, organization_id, name',
      [unit.id, name],
    );
    return { result: unitView(row!) };
  });

  app.delete('/organization/business-unit/:id/delete', async (request) => {
    const viewer = requireUser(request);
    const unit = await unitOf(request, viewer);
    await db.query('DELETE FROM business_units WHERE id = $1', [unit.id]);
    return { result: null };
  });

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

  app.get('/company-team/list', async (request) => {
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

  app.post('/company-team/create', async (request) => {
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

  app.put('/company-team/:id/edit', async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-edit');
    const { name } = parse(request, nameSchema, request.body);
    const [row] = await db.query<TeamRow>('UPDATE company_teams SET name = $2 WHERE id = $1 RETURNING *', [team.id, name]);
    return { result: await teamView(row!) };
  });

  app.delete('/company-team/:id/delete', async (request) => {
    const viewer = requireUser(request);
    const team = await teamOf(request, viewer, 'company-team-delete');
    await db.query('DELETE FROM company_teams WHERE id = $1', [team.id]);
    return { result: null };
  });

  app.post('/company-team/:id/add-members', async (request) => {
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

  app.post('/company-team/:id/revoke-member', async (request) => {
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

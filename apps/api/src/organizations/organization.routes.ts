import {
  isAdmin,
  membershipStatuses,
  membershipStatusSchema,
  organizationAutocompleteSchema,
  organizationCreateSchema,
  organizationEditSchema,
  organizationListQuerySchema,
  organizationTypes,
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
import { authorize, fieldError, idParam, includesOf, missing, doc } from '../http/route';
import { canManageOrganization } from '../auth/viewer';
import { containsPattern, num } from '../db/values';

type Viewer = ReturnType<typeof requireUser>;
import { ORG_COLUMNS, ORG_FROM, orgSortColumns, loadOrganization, type OrganizationRow } from './organization.queries';
import { organizationListItem, organizationView } from './organization.view';
import { organizationService } from './organization.service';
import { contactRoutes } from './contact.routes';
import { companyTeamRoutes } from './companyTeam.routes';

const TAG = 'Organisations';
const memberParams = v.object({
  id: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
  userId: v.pipe(safeString(), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});

/** Organisations (001 §7.9) under /api: /organization/…, /company-team/…, business units. */
export async function organizationRoutes(app: FastifyInstance, { db, storage }: { db: Database; storage: FileStorage }) {
  const { visibleOrganization, visibilityFilter } = organizationService(db);

  app.post(
    '/organization/list',
    doc(TAG, 'Organisations the user sees: filters, paging, sort; answers { items, total }'),
    async (request) => {
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
    },
  );

  app.post('/organization/autocomplete', doc(TAG, 'Organisations by name, for pickers'), async (request) => {
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

  app.get('/organization/membership-status/list', doc(TAG, 'The membership statuses'), async (request) => {
    requireUser(request);
    const locale = requestLocale(request);
    return { result: membershipStatuses.map((code) => ({ code, label: t(locale, `membership-${code}`) })) };
  });

  app.get('/organization/:id/view', doc(TAG, 'An organisation with its contact data'), async (request) => {
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
  app.post('/organization/:id/upload-logo', doc(TAG, "Upload an organisation's logo"), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    return { result: await replacePicture(request, { db, storage, user: viewer, kind: 'logo', recordId: id }) };
  });

  app.put('/organization/:id/edit', doc(TAG, 'Edit an organisation'), async (request) => {
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
  app.post('/organization/create', doc(TAG, 'Create an organisation (admins)'), async (request) => {
    const viewer = requireUser(request);
    authorize(request, isAdmin(viewer));
    return createOrganization(request, viewer, null);
  });

  /** A child organisation of `:id` (001 §3 parent / isParent): admins and the parent's managers. */
  app.post('/organization/:id/create', doc(TAG, 'Create a sub-organisation'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const parent = await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    return createOrganization(request, viewer, parent);
  });

  // ---- members and membership statuses ----------------------------------------------------------
  app.get('/organization/:id/member/list', doc(TAG, "An organisation's members"), async (request) => {
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

  app.put('/organization/:id/member/:userId/status', doc(TAG, "Set a member's membership status"), async (request) => {
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

  await contactRoutes(app, { db });
  await companyTeamRoutes(app, { db });
}

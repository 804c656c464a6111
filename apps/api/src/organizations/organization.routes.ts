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
  type InferOutput,
  type organizationViewResponse,
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
import { num } from '../db/values';
import type { Viewer } from '../auth/context';
import {
  activePslCount,
  autocompleteOrganizations,
  insertOrganization,
  listOrganizations,
  loadOrganization,
  membersOf,
  setMembershipStatus,
  updateOrganization,
  type OrganizationRow,
} from './organization.queries';
import { memberView, organizationListItem, organizationOption, organizationView } from './organization.view';
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
  const { visibleOrganization, visibleOrganizationIds } = organizationService(db);

  app.post(
    '/organization/list',
    doc(TAG, 'Organisations the user sees: filters, paging, sort; answers { items, total }'),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, organizationListQuerySchema, request.body ?? {});
      const { rows, total } = await listOrganizations(db, visibleOrganizationIds(viewer), body);
      return { result: { items: rows.map(organizationListItem), total } };
    },
  );

  app.post('/organization/autocomplete', doc(TAG, 'Organisations by name, for pickers'), async (request) => {
    const viewer = requireUser(request);
    const body = parse(request, organizationAutocompleteSchema, request.body ?? {});
    const { rows, total } = await autocompleteOrganizations(db, visibleOrganizationIds(viewer), body);
    return {
      result: {
        items: rows.map((row) => organizationOption(row, !body.withoutCalculatedFields)),
        total,
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
    const result: InferOutput<typeof organizationViewResponse> = organizationView(row);
    if (includes.has('calculatedFields')) result.calculatedFields = { countActiveUsers: num(row.active_users) };
    if (includes.has('pslCount') || includes.has('activePslCount')) {
      result.pslCount = await activePslCount(db, id);
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
    await updateOrganization(db, id, columns);
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
    const created = await insertOrganization(db, {
      name: body.name,
      type,
      parentId,
      countryCode: body.countryCode ?? parent?.country_code ?? null,
      city: body.city ?? null,
      address: body.address ?? null,
      zipCode: body.zipCode ?? null,
      language: body.language ?? parent?.language ?? null,
      phone: body.phone ?? null,
      website: body.website ?? null,
      description: body.description ?? null,
      contactName: body.contactName ?? null,
      contactEmail: body.contactEmail ?? null,
    });
    return { result: organizationView((await loadOrganization(db, created))!) };
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
    const rows = await membersOf(db, id);
    return { result: { items: rows.map(memberView) } };
  });

  app.put('/organization/:id/member/:userId/status', doc(TAG, "Set a member's membership status"), async (request) => {
    const viewer = requireUser(request);
    const { id, userId } = parse(request, memberParams, request.params);
    await visibleOrganization(request, viewer, id);
    authorize(request, canManageOrganization(viewer, id));
    const { status } = parse(request, membershipStatusSchema, request.body);
    if (!(await setMembershipStatus(db, id, userId, status))) throw missing(request);
    return { result: { id: userId, membershipStatus: { code: status } } };
  });

  await contactRoutes(app, { db });
  await companyTeamRoutes(app, { db });
}

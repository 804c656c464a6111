import {
  blacklistCreateSchema,
  blacklistEditSchema,
  blacklistListQuerySchema,
  can,
  isAdmin,
  preferredSupplierCreateSchema,
  preferredSupplierEditSchema,
  preferredSupplierListQuerySchema,
  type blacklistEntryResponse,
  type InferOutput,
  type OwnerRef,
  type preferredSupplierResponse,
  type ScopedPermission,
} from '@mandate/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { conflict } from '../http/errors';
import { requestLocale, t } from '../http/i18n';
import { parse } from '../http/validation';
import { authorize, fieldError, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { type Queryable, type Viewer } from './common';
import {
  deleteBlacklistEntry,
  type EntryRow,
  insertEntry,
  isLiveRecruiter,
  listEntryRows,
  loadEntryRow,
  lockActiveSupplier,
  lockBlacklisted,
  organizationType,
  revokeSupplier,
  updateEntryComment,
} from './supplier.queries';

const TAG = 'Preferred suppliers and blacklists';

/**
 * The owner of a company's supplier lists for `-own` permissions: the company's members act as
 * owners (and its managers through domain's `isOwner`).
 */
const companyOwner = (viewer: Viewer, companyId: number): OwnerRef => ({
  ownerId: viewer.organizationId === companyId ? viewer.id : null,
  ownerOrganizationId: companyId,
});

const mayOn = (viewer: Viewer, permission: ScopedPermission, companyId: number) =>
  isAdmin(viewer) || can(viewer, permission, companyOwner(viewer, companyId));

function blacklistView(row: EntryRow): InferOutput<typeof blacklistEntryResponse> {
  return {
    id: num(row.id),
    company: { id: num(row.company_organization_id), name: row.company_name },
    agency: row.agency_organization_id === null ? null : { id: num(row.agency_organization_id), name: row.agency_name ?? '' },
    recruiter: row.recruiter_id === null ? null : { id: num(row.recruiter_id), fullName: row.recruiter_name ?? '' },
    comment: row.comment,
    creationDate: new Date(row.created_at).toISOString(),
    updateDate: new Date(row.updated_at).toISOString(),
  };
}

/** A preferred-supplier entry: the blacklist's fields plus its status and revocation date. */
function supplierView(row: EntryRow): InferOutput<typeof preferredSupplierResponse> {
  return {
    ...blacklistView(row),
    status: { code: row.status === 'revoked' ? 'revoked' : 'active' },
    revocationDate: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

const entryView = (table: 'preferred_suppliers' | 'blacklists') => (table === 'preferred_suppliers' ? supplierView : blacklistView);

/** Checks the supplier named in a body: a recruiter user, or an agency. */
async function checkSupplier(
  db: Queryable,
  request: FastifyRequest,
  body: { recruiterId?: number | null; agencyOrganizationId?: number | null },
) {
  if (body.recruiterId) {
    if (!(await isLiveRecruiter(db, body.recruiterId))) throw fieldError(request, 'recruiterId', 'not-a-recruiter');
  }
  if (body.agencyOrganizationId) {
    const type = await organizationType(db, body.agencyOrganizationId);
    if (type === undefined) throw fieldError(request, 'agencyOrganizationId', 'unknown-organization');
    if (type !== 'agency') throw fieldError(request, 'agencyOrganizationId', 'not-an-agency');
  }
}

/** Preferred suppliers (`/psl/…`, 001 §7.9) and blacklists (001 §7.8) under /api. */
export async function supplierRoutes(app: FastifyInstance, { db }: { db: Database }) {
  async function listEntries(request: FastifyRequest, table: 'preferred_suppliers' | 'blacklists', permission: ScopedPermission) {
    const viewer = requireUser(request);
    const schema = table === 'preferred_suppliers' ? preferredSupplierListQuerySchema : blacklistListQuerySchema;
    const body = parse(request, schema, request.body ?? {}) as {
      organizationId?: number | null;
      status?: string | null;
      search?: string | null;
      page: number;
      pageSize: number;
    };
    const companyId = body.organizationId ?? viewer.organizationId;
    if (companyId === null) {
      if (!isAdmin(viewer)) return { result: { items: [], total: 0 } };
    } else authorize(request, mayOn(viewer, permission, companyId));
    const { rows, total } = await listEntryRows(db, table, {
      companyId,
      status: body.status,
      search: body.search,
      page: body.page,
      pageSize: body.pageSize,
    });
    return { result: { items: rows.map(entryView(table)), total: num(total) } };
  }

  async function loadEntry(table: 'preferred_suppliers' | 'blacklists', id: number) {
    return loadEntryRow(db, table, id);
  }

  app.post(
    '/psl/list',
    doc(TAG, 'A company’s preferred suppliers (its own by default; admins any)', preferredSupplierListQuerySchema),
    (request) => listEntries(request, 'preferred_suppliers', 'preferred-supplier-view'),
  );

  app.post(
    '/psl/organization/:id/create',
    doc(TAG, 'Put a consultant or an agency on the company’s preferred-supplier list', preferredSupplierCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id: companyId } = parse(request, idParam, request.params);
      const body = parse(request, preferredSupplierCreateSchema, request.body ?? {});
      const companyType = await organizationType(db, companyId);
      if (companyType === undefined) throw missing(request);
      authorize(request, mayOn(viewer, 'preferred-supplier-create', companyId));
      if (companyType !== 'company') throw fieldError(request, 'organizationId', 'not-a-company');
      await checkSupplier(db, request, body);
      const id = await db.transaction(async (tx) => {
        const supplier = { recruiterId: body.recruiterId ?? null, agencyOrganizationId: body.agencyOrganizationId ?? null };
        if (await lockActiveSupplier(tx, companyId, supplier)) throw conflict(t(requestLocale(request), 'already-listed'));
        return num(
          await insertEntry(tx, 'preferred_suppliers', { ...supplier, companyId, comment: body.comment ?? null, createdBy: viewer.id }),
        );
      });
      return { result: supplierView((await loadEntry('preferred_suppliers', id))!) };
    },
  );

  app.put('/psl/:id/edit', doc(TAG, 'Change the comment of a preferred-supplier entry', preferredSupplierEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, preferredSupplierEditSchema, request.body ?? {});
    const entry = await loadEntry('preferred_suppliers', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'preferred-supplier-edit', num(entry.company_organization_id)));
    await updateEntryComment(db, 'preferred_suppliers', id, body.comment ?? null);
    return { result: supplierView((await loadEntry('preferred_suppliers', id))!) };
  });

  app.put('/psl/:id/revoke', doc(TAG, 'Revoke a preferred-supplier entry'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const entry = await loadEntry('preferred_suppliers', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'preferred-supplier-revoke', num(entry.company_organization_id)));
    if (!(await revokeSupplier(db, id, viewer.id))) throw conflict(t(requestLocale(request), 'already-revoked'));
    return { result: supplierView((await loadEntry('preferred_suppliers', id))!) };
  });

  app.post('/blacklist/list', doc(TAG, 'A company’s banned consultants and agencies', blacklistListQuerySchema), (request) =>
    listEntries(request, 'blacklists', 'banned-supplier-view'),
  );

  app.post(
    '/blacklist/create',
    doc(TAG, 'Ban a consultant or an agency for a company (the user’s own by default)', blacklistCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, blacklistCreateSchema, request.body ?? {});
      const companyId = body.companyOrganizationId ?? viewer.organizationId;
      if (companyId === null) throw fieldError(request, 'companyOrganizationId', 'unknown-organization');
      const companyType = await organizationType(db, companyId);
      if (companyType === undefined) throw fieldError(request, 'companyOrganizationId', 'unknown-organization');
      authorize(request, mayOn(viewer, 'banned-supplier-create', companyId));
      if (companyType !== 'company') throw fieldError(request, 'companyOrganizationId', 'not-a-company');
      await checkSupplier(db, request, body);
      const id = await db.transaction(async (tx) => {
        const supplier = { recruiterId: body.recruiterId ?? null, agencyOrganizationId: body.agencyOrganizationId ?? null };
        if (await lockBlacklisted(tx, companyId, supplier)) throw conflict(t(requestLocale(request), 'already-listed'));
        return num(await insertEntry(tx, 'blacklists', { ...supplier, companyId, comment: body.comment ?? null, createdBy: viewer.id }));
      });
      return { result: blacklistView((await loadEntry('blacklists', id))!) };
    },
  );

  app.put('/blacklist/:id/edit', doc(TAG, 'Change the comment of a blacklist entry', blacklistEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, blacklistEditSchema, request.body ?? {});
    const entry = await loadEntry('blacklists', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'banned-supplier-edit', num(entry.company_organization_id)));
    await updateEntryComment(db, 'blacklists', id, body.comment ?? null);
    return { result: blacklistView((await loadEntry('blacklists', id))!) };
  });

  app.delete('/blacklist/:id/remove', doc(TAG, 'Lift a ban'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const entry = await loadEntry('blacklists', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'banned-supplier-delete', num(entry.company_organization_id)));
    await deleteBlacklistEntry(db, id);
    return { result: blacklistView(entry) };
  });
}

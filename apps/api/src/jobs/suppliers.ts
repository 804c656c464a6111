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
import { containsPattern, num } from '../db/values';
import { type Queryable, type Viewer } from './common';

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

interface EntryRow {
  id: string;
  company_organization_id: string;
  company_name: string;
  agency_organization_id: string | null;
  agency_name: string | null;
  recruiter_id: string | null;
  recruiter_name: string | null;
  comment: string | null;
  status?: string;
  created_at: Date | string;
  updated_at: Date | string;
  revoked_at?: Date | string | null;
}

const entrySelect = (
  table: 'preferred_suppliers' | 'blacklists',
) => `SELECT e.id, e.company_organization_id, c.name AS company_name, e.agency_organization_id,
       ag.name AS agency_name, e.recruiter_id, u.first_name || ' ' || u.last_name AS recruiter_name, e.comment, e.created_at, e.updated_at
       ${table === 'preferred_suppliers' ? ', e.status, e.revoked_at' : ''}
  FROM ${table} e JOIN organizations c ON c.id = e.company_organization_id
  LEFT JOIN organizations ag ON ag.id = e.agency_organization_id LEFT JOIN users u ON u.id = e.recruiter_id`;

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
    const [row] = await db.query<{ id: string }>(
      "SELECT id FROM users WHERE id = $1 AND 'recruiter' = ANY(roles) AND status <> 'deleted'",
      [body.recruiterId],
    );
    if (!row) throw fieldError(request, 'recruiterId', 'not-a-recruiter');
  }
  if (body.agencyOrganizationId) {
    const [row] = await db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [body.agencyOrganizationId]);
    if (!row) throw fieldError(request, 'agencyOrganizationId', 'unknown-organization');
    if (row.type !== 'agency') throw fieldError(request, 'agencyOrganizationId', 'not-an-agency');
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
    const params: unknown[] = [];
    const p = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where: string[] = [];
    if (companyId !== null) where.push(`e.company_organization_id = ${p(companyId)}`);
    if (body.status) where.push(`e.status = ${p(body.status)}`);
    if (body.search) {
      const pattern = p(containsPattern(body.search));
      where.push(`(ag.name ILIKE ${pattern} OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
    }
    const whereSql = where.join(' AND ') || 'TRUE';
    const countParams = [...params];
    const rows = await db.query<EntryRow>(
      `${entrySelect(table)} WHERE ${whereSql} ORDER BY e.id DESC LIMIT ${p(body.pageSize)} OFFSET ${p(body.page * body.pageSize)}`,
      params,
    );
    const [count] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${table} e JOIN organizations c ON c.id = e.company_organization_id
        LEFT JOIN organizations ag ON ag.id = e.agency_organization_id LEFT JOIN users u ON u.id = e.recruiter_id WHERE ${whereSql}`,
      countParams,
    );
    return { result: { items: rows.map(entryView(table)), total: num(count?.n ?? 0) } };
  }

  async function loadEntry(table: 'preferred_suppliers' | 'blacklists', id: number) {
    const [row] = await db.query<EntryRow>(`${entrySelect(table)} WHERE e.id = $1`, [id]);
    return row;
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
      const [company] = await db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [companyId]);
      if (!company) throw missing(request);
      authorize(request, mayOn(viewer, 'preferred-supplier-create', companyId));
      if (company.type !== 'company') throw fieldError(request, 'organizationId', 'not-a-company');
      await checkSupplier(db, request, body);
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string }>(
          `SELECT id FROM preferred_suppliers WHERE company_organization_id = $1 AND status = 'active'
            AND recruiter_id IS NOT DISTINCT FROM $2 AND agency_organization_id IS NOT DISTINCT FROM $3 FOR UPDATE`,
          [companyId, body.recruiterId ?? null, body.agencyOrganizationId ?? null],
        );
        if (existing) throw conflict(t(requestLocale(request), 'already-listed'));
        const [row] = await tx.query<{ id: string }>(
          'INSERT INTO preferred_suppliers (company_organization_id, agency_organization_id, recruiter_id, comment, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [companyId, body.agencyOrganizationId ?? null, body.recruiterId ?? null, body.comment ?? null, viewer.id],
        );
        return num(row!.id);
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
    await db.query('UPDATE preferred_suppliers SET comment = $2, updated_at = now() WHERE id = $1', [id, body.comment ?? null]);
    return { result: supplierView((await loadEntry('preferred_suppliers', id))!) };
  });

  app.put('/psl/:id/revoke', doc(TAG, 'Revoke a preferred-supplier entry'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const entry = await loadEntry('preferred_suppliers', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'preferred-supplier-revoke', num(entry.company_organization_id)));
    const updated = await db.query(
      "UPDATE preferred_suppliers SET status = 'revoked', revoked_at = now(), revoked_by = $2, updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id",
      [id, viewer.id],
    );
    if (updated.length === 0) throw conflict(t(requestLocale(request), 'already-revoked'));
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
      const [company] = await db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [companyId]);
      if (!company) throw fieldError(request, 'companyOrganizationId', 'unknown-organization');
      authorize(request, mayOn(viewer, 'banned-supplier-create', companyId));
      if (company.type !== 'company') throw fieldError(request, 'companyOrganizationId', 'not-a-company');
      await checkSupplier(db, request, body);
      const id = await db.transaction(async (tx) => {
        const [existing] = await tx.query<{ id: string }>(
          `SELECT id FROM blacklists WHERE company_organization_id = $1 AND recruiter_id IS NOT DISTINCT FROM $2
            AND agency_organization_id IS NOT DISTINCT FROM $3 FOR UPDATE`,
          [companyId, body.recruiterId ?? null, body.agencyOrganizationId ?? null],
        );
        if (existing) throw conflict(t(requestLocale(request), 'already-listed'));
        const [row] = await tx.query<{ id: string }>(
          'INSERT INTO blacklists (company_organization_id, agency_organization_id, recruiter_id, comment, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [companyId, body.agencyOrganizationId ?? null, body.recruiterId ?? null, body.comment ?? null, viewer.id],
        );
        return num(row!.id);
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
    await db.query('UPDATE blacklists SET comment = $2, updated_at = now() WHERE id = $1', [id, body.comment ?? null]);
    return { result: blacklistView((await loadEntry('blacklists', id))!) };
  });

  app.delete('/blacklist/:id/remove', doc(TAG, 'Lift a ban'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const entry = await loadEntry('blacklists', id);
    if (!entry) throw missing(request);
    authorize(request, mayOn(viewer, 'banned-supplier-delete', num(entry.company_organization_id)));
    await db.query('DELETE FROM blacklists WHERE id = $1', [id]);
    return { result: blacklistView(entry) };
  });
}

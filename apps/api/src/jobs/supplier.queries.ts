/** The SQL of preferred suppliers and blacklists (suppliers.ts): the rows are `EntryRow`s. */
import type { Queryable } from '../db/database';
import { containsPattern } from '../db/values';

export type SupplierTable = 'preferred_suppliers' | 'blacklists';

export interface EntryRow {
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

const entrySelect = (table: SupplierTable) => `SELECT e.id, e.company_organization_id, c.name AS company_name, e.agency_organization_id,
       ag.name AS agency_name, e.recruiter_id, u.first_name || ' ' || u.last_name AS recruiter_name, e.comment, e.created_at, e.updated_at
       ${table === 'preferred_suppliers' ? ', e.status, e.revoked_at' : ''}
  FROM ${table} e JOIN organizations c ON c.id = e.company_organization_id
  LEFT JOIN organizations ag ON ag.id = e.agency_organization_id LEFT JOIN users u ON u.id = e.recruiter_id`;

/** A page of a list's entries (of one company, or all when `companyId` is null) and their total. */
export async function listEntryRows(
  db: Queryable,
  table: SupplierTable,
  filter: { companyId: number | null; status?: string | null; search?: string | null; page: number; pageSize: number },
): Promise<{ rows: EntryRow[]; total: string | number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filter.companyId !== null) where.push(`e.company_organization_id = ${p(filter.companyId)}`);
  if (filter.status) where.push(`e.status = ${p(filter.status)}`);
  if (filter.search) {
    const pattern = p(containsPattern(filter.search));
    where.push(`(ag.name ILIKE ${pattern} OR (u.first_name || ' ' || u.last_name) ILIKE ${pattern} OR c.name ILIKE ${pattern})`);
  }
  const whereSql = where.join(' AND ') || 'TRUE';
  const countParams = [...params];
  const rows = await db.query<EntryRow>(
    `${entrySelect(table)} WHERE ${whereSql} ORDER BY e.id DESC LIMIT ${p(filter.pageSize)} OFFSET ${p(filter.page * filter.pageSize)}`,
    params,
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${table} e JOIN organizations c ON c.id = e.company_organization_id
      LEFT JOIN organizations ag ON ag.id = e.agency_organization_id LEFT JOIN users u ON u.id = e.recruiter_id WHERE ${whereSql}`,
    countParams,
  );
  return { rows, total: count?.n ?? 0 };
}

/** One entry of a list, or undefined. */
export async function loadEntryRow(db: Queryable, table: SupplierTable, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.query<EntryRow>(`${entrySelect(table)} WHERE e.id = $1`, [id]);
  return row;
}

/** Whether a user is a recruiter who is not deleted. */
export async function isLiveRecruiter(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db.query<{ id: string }>("SELECT id FROM users WHERE id = $1 AND 'recruiter' = ANY(roles) AND status <> 'deleted'", [
    userId,
  ]);
  return row !== undefined;
}

/** An organisation's type, or undefined when there is none with this id. */
export async function organizationType(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ type: string }>('SELECT type FROM organizations WHERE id = $1', [id]);
  return row?.type;
}

interface SupplierRef {
  recruiterId: number | null;
  agencyOrganizationId: number | null;
}

/** Locks a company's active preferred-supplier entry for the same supplier; whether there is one. */
export async function lockActiveSupplier(tx: Queryable, companyId: number, supplier: SupplierRef): Promise<boolean> {
  const [existing] = await tx.query<{ id: string }>(
    `SELECT id FROM preferred_suppliers WHERE company_organization_id = $1 AND status = 'active'
      AND recruiter_id IS NOT DISTINCT FROM $2 AND agency_organization_id IS NOT DISTINCT FROM $3 FOR UPDATE`,
    [companyId, supplier.recruiterId, supplier.agencyOrganizationId],
  );
  return existing !== undefined;
}

/** Locks a company's blacklist entry for the same supplier; whether there is one. */
export async function lockBlacklisted(tx: Queryable, companyId: number, supplier: SupplierRef): Promise<boolean> {
  const [existing] = await tx.query<{ id: string }>(
    `SELECT id FROM blacklists WHERE company_organization_id = $1 AND recruiter_id IS NOT DISTINCT FROM $2
      AND agency_organization_id IS NOT DISTINCT FROM $3 FOR UPDATE`,
    [companyId, supplier.recruiterId, supplier.agencyOrganizationId],
  );
  return existing !== undefined;
}

/** Adds an entry to a company's list; its id as text. */
export async function insertEntry(
  tx: Queryable,
  table: SupplierTable,
  entry: SupplierRef & { companyId: number; comment: string | null; createdBy: number },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    table === 'preferred_suppliers'
      ? 'INSERT INTO preferred_suppliers (company_organization_id, agency_organization_id, recruiter_id, comment, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id'
      : 'INSERT INTO blacklists (company_organization_id, agency_organization_id, recruiter_id, comment, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [entry.companyId, entry.agencyOrganizationId, entry.recruiterId, entry.comment, entry.createdBy],
  );
  return row!.id;
}

/** Replaces an entry's comment. */
export async function updateEntryComment(db: Queryable, table: SupplierTable, id: number, comment: string | null): Promise<void> {
  await db.query(
    table === 'preferred_suppliers'
      ? 'UPDATE preferred_suppliers SET comment = $2, updated_at = now() WHERE id = $1'
      : 'UPDATE blacklists SET comment = $2, updated_at = now() WHERE id = $1',
    [id, comment],
  );
}

/** Revokes an active preferred-supplier entry; false when it was no longer active. */
export async function revokeSupplier(db: Queryable, id: number, by: number): Promise<boolean> {
  const updated = await db.query(
    "UPDATE preferred_suppliers SET status = 'revoked', revoked_at = now(), revoked_by = $2, updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id",
    [id, by],
  );
  return updated.length > 0;
}

/** Deletes a blacklist entry. */
export async function deleteBlacklistEntry(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM blacklists WHERE id = $1', [id]);
}

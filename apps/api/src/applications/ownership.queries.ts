/** The SQL of candidate ownership's settings and conflicts (ownership.ts): the rows are `ConflictRow`s. */
import type { CandidateIdentityKeys } from '@mandate/domain';
import type { Queryable } from './common';

/** A refused duplicate submission with the names the answer shows. */
export interface ConflictRow {
  id: string;
  company_organization_id: string | null;
  job_id: string;
  job_title: string;
  author_id: string;
  job_organization_id: string | null;
  candidate_id: string;
  candidate_name: string;
  claimant_id: string;
  claimant_name: string;
  claimant_organization_id: string | null;
  claimant_organization_name: string | null;
  owner_application_id: string;
  owner_candidate_name: string;
  owner_recruiter_id: string | null;
  owner_recruiter_name: string | null;
  owner_organization_id: string | null;
  owner_organization_name: string | null;
  owner_since: Date | string;
  matched_keys: string[];
  attempts: number;
  status: 'open' | 'keep-owner' | 'allow-submission';
  resolved_by: string | null;
  resolved_at: Date | string | null;
  resolution_comment: string | null;
  created_at: Date | string;
}

const CONFLICT_SELECT = `
  SELECT k.*, j.title AS job_title, j.author_id, j.organization_id AS job_organization_id,
         c.first_name || ' ' || c.last_name AS candidate_name,
         cu.first_name || ' ' || cu.last_name AS claimant_name, co.name AS claimant_organization_name,
         oc.first_name || ' ' || oc.last_name AS owner_candidate_name,
         ou.first_name || ' ' || ou.last_name AS owner_recruiter_name, oo.name AS owner_organization_name
    FROM candidate_ownership_conflicts k
    JOIN jobs j ON j.id = k.job_id
    JOIN candidates c ON c.id = k.candidate_id
    JOIN users cu ON cu.id = k.claimant_id
    LEFT JOIN organizations co ON co.id = k.claimant_organization_id
    JOIN applications oa ON oa.id = k.owner_application_id
    JOIN candidates oc ON oc.id = oa.candidate_id
    LEFT JOIN users ou ON ou.id = k.owner_recruiter_id
    LEFT JOIN organizations oo ON oo.id = k.owner_organization_id`;

/** An organisation's ownership window in months, or undefined when there is no such organisation. */
export async function organizationOwnershipMonths(db: Queryable, organizationId: number): Promise<number | undefined> {
  const [row] = await db.query<{ m: number }>('SELECT candidate_ownership_months AS m FROM organizations WHERE id = $1', [organizationId]);
  return row?.m;
}

/** Sets an organisation's ownership window; false when there is no such organisation. */
export async function setOwnershipMonths(db: Queryable, organizationId: number, months: number): Promise<boolean> {
  const rows = await db.query('UPDATE organizations SET candidate_ownership_months = $2, updated_at = now() WHERE id = $1 RETURNING id', [
    organizationId,
    months,
  ]);
  return rows.length > 0;
}

/**
 * The latest 200 conflicts, open or resolved or both, of one vacancy when given; `scope` (null for
 * who sees all) limits them to the vacancies a user wrote or their organisations own.
 */
export function listConflicts(
  db: Queryable,
  filter: { status: string | null; jobId: number | null },
  scope: { userId: number; organizationIds: number[] } | null,
): Promise<ConflictRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.status === 'open') where.push("k.status = 'open'");
  if (filter.status === 'resolved') where.push("k.status <> 'open'");
  if (filter.jobId !== null) {
    params.push(filter.jobId);
    where.push(`k.job_id = $${params.length}`);
  }
  if (scope) {
    params.push(scope.userId, scope.organizationIds);
    where.push(`(j.author_id = $${params.length - 1} OR j.organization_id = ANY($${params.length}::bigint[]))`);
  }
  return db.query<ConflictRow>(
    `${CONFLICT_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY k.id DESC LIMIT 200`,
    params,
  );
}

/** One conflict, or undefined. */
export async function loadConflict(db: Queryable, id: number): Promise<ConflictRow | undefined> {
  const [row] = await db.query<ConflictRow>(`${CONFLICT_SELECT} WHERE k.id = $1`, [id]);
  return row;
}

/** Records how a conflict was resolved, by whom and why. */
export async function resolveConflict(
  db: Queryable,
  id: number,
  resolution: string,
  resolvedBy: number,
  comment: string | null | undefined,
): Promise<void> {
  await db.query(
    `UPDATE candidate_ownership_conflicts SET status = $2, resolved_by = $3, resolved_at = now(), resolution_comment = $4, updated_at = now()
    WHERE id = $1`,
    [id, resolution, resolvedBy, comment],
  );
}

/**
 * Records a refused submission: a new conflict, or one more attempt on the open one; answers the
 * attempts so far.
 */
export async function upsertConflict(
  q: Queryable,
  c: {
    companyId: number | null;
    jobId: number;
    candidateId: number;
    claimantId: number;
    claimantOrganizationId: number | null;
    ownerApplicationId: number;
    ownerRecruiterId: number;
    ownerOrganizationId: number | null;
    ownerSince: string;
    matchedKeys: readonly (keyof CandidateIdentityKeys)[];
  },
): Promise<number | undefined> {
  const [row] = await q.query<{ attempts: number }>(
    `INSERT INTO candidate_ownership_conflicts (company_organization_id, job_id, candidate_id, claimant_id, claimant_organization_id,
                                                owner_application_id, owner_recruiter_id, owner_organization_id, owner_since, matched_keys)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (job_id, candidate_id, owner_application_id)
     DO UPDATE SET attempts = candidate_ownership_conflicts.attempts + 1, updated_at = now(),
                   status = CASE WHEN candidate_ownership_conflicts.status = 'keep-owner' THEN 'keep-owner' ELSE 'open' END
     RETURNING attempts`,
    [
      c.companyId,
      c.jobId,
      c.candidateId,
      c.claimantId,
      c.claimantOrganizationId,
      c.ownerApplicationId,
      c.ownerRecruiterId,
      c.ownerOrganizationId,
      c.ownerSince,
      c.matchedKeys,
    ],
  );
  return row?.attempts;
}

/** The earliest application that owns a person at an employer (`owningApplicationRow`). */
export interface OwningApplicationRow {
  id: string;
  candidate_id: string;
  recruiter_id: string;
  recruiter_name: string;
  agency_organization_id: string | null;
  agency_name: string | null;
  created_at: Date | string;
  until: Date | string;
  email_key: string | null;
  phone_key: string | null;
  name_birth_key: string | null;
}

/**
 * The earliest application to the employer (`companyId`) whose candidate shares one of `keys`, not
 * the claimant's nor their agency's, within the window of `months`, and not let through for this
 * vacancy and candidate by a resolved conflict.
 */
export async function owningApplicationRow(
  db: Queryable,
  keys: CandidateIdentityKeys,
  w: {
    companyId: number | null;
    claimantId: number;
    months: number;
    claimantOrganizationId: number | null;
    jobId: number;
    candidateId: number;
  },
): Promise<OwningApplicationRow | undefined> {
  const [row] = await db.query<OwningApplicationRow>(
    `SELECT a.id, a.candidate_id, a.recruiter_id, u.first_name || ' ' || u.last_name AS recruiter_name, a.agency_organization_id,
            o.name AS agency_name, a.created_at, a.created_at + make_interval(months => $6) AS until, c.email_key, c.phone_key, c.name_birth_key
       FROM candidates c
       JOIN applications a ON a.candidate_id = c.id
       JOIN users u ON u.id = a.recruiter_id
       LEFT JOIN organizations o ON o.id = a.agency_organization_id
      WHERE (c.email_key = $1 OR c.phone_key = $2 OR c.name_birth_key = $3)
        AND a.company_organization_id IS NOT DISTINCT FROM $4
        AND a.created_at > now() - make_interval(months => $6)
        AND a.recruiter_id <> $5
        AND ($7::bigint IS NULL OR a.agency_organization_id IS DISTINCT FROM $7)
        AND NOT EXISTS (SELECT 1 FROM candidate_ownership_conflicts k
                         WHERE k.owner_application_id = a.id AND k.job_id = $8 AND k.candidate_id = $9 AND k.status = 'allow-submission')
      ORDER BY a.created_at, a.id
      LIMIT 1`,
    [keys.email, keys.phone, keys.nameBirth, w.companyId, w.claimantId, w.months, w.claimantOrganizationId, w.jobId, w.candidateId],
  );
  return row;
}

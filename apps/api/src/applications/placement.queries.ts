/** The SQL of hires and placements (`/application/{id}/hire`, `/placement/…`) and their counters. */
import type { Queryable } from '../db/database';
import { PLACEMENT_SELECT, type PlacementRow } from './application.queries';

/** The consultants who supplied candidates on a vacancy (who may be rated on a hire). */
export async function suppliersOfJob(q: Queryable, jobId: string | number): Promise<Set<number>> {
  const rows = await q.query<{ r: string }>('SELECT DISTINCT recruiter_id AS r FROM applications WHERE job_id = $1', [jobId]);
  return new Set(rows.map((r) => Number(r.r)));
}

/** A placement as loaded by id, locked for the caller's transaction when `lock`. */
export async function placementById(q: Queryable, id: string | number, lock = false): Promise<PlacementRow | undefined> {
  const [row] = await q.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** An application's active placements. */
export function activePlacementsOf(q: Queryable, applicationId: number): Promise<PlacementRow[]> {
  return q.query<PlacementRow>(`${PLACEMENT_SELECT} WHERE application_id = $1 AND status = 'active'`, [applicationId]);
}

/** The fields of a placement a hire writes and an edit changes. */
export interface PlacementValues {
  offerDate: string;
  signatureDate: string;
  startDate: string;
  totalPackage: number;
  recruitmentFee: number | null;
  feePercentage: number | null;
  revenueSplit: string | null;
  approvalNumber: string;
  approvalNote: string | null | undefined;
}

/** The placement of a hire; answers its id. */
export async function insertPlacement(
  q: Queryable,
  hire: PlacementValues & { applicationId: string; jobId: number; recruiterId: string; createdBy: number },
): Promise<number> {
  const [placement] = await q.query<{ id: string }>(
    `INSERT INTO placements (application_id, job_id, recruiter_id, offer_date, signature_date, start_date, total_package, recruitment_fee,
                             fee_percentage, revenue_split, approval_number, approval_note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      hire.applicationId,
      hire.jobId,
      hire.recruiterId,
      hire.offerDate,
      hire.signatureDate,
      hire.startDate,
      hire.totalPackage,
      hire.recruitmentFee,
      hire.feePercentage,
      hire.revenueSplit,
      hire.approvalNumber,
      hire.approvalNote,
      hire.createdBy,
    ],
  );
  return Number(placement!.id);
}

/** Changes a placement's figures (the edit). */
export async function updatePlacement(q: Queryable, id: string, values: PlacementValues & { isGuaranteeCase: boolean | null | undefined }) {
  await q.query(
    `UPDATE placements SET offer_date = $2, signature_date = $3, start_date = $4, total_package = $5, recruitment_fee = $6,
                           fee_percentage = $7, revenue_split = $8, approval_number = $9, approval_note = $10, is_guarantee_case = $11,
                           updated_at = now()
      WHERE id = $1`,
    [
      id,
      values.offerDate,
      values.signatureDate,
      values.startDate,
      values.totalPackage,
      values.recruitmentFee,
      values.feePercentage,
      values.revenueSplit,
      values.approvalNumber,
      values.approvalNote,
      values.isGuaranteeCase,
    ],
  );
}

/** A consultant's rating on a hire, and their average rating recomputed. */
export async function rateRecruiter(
  q: Queryable,
  rating: { jobId: number; recruiterId: number; applicationId: string; rating: number; ratedBy: number },
) {
  await q.query(
    `INSERT INTO recruiter_ratings (job_id, recruiter_id, application_id, context, rating, rated_by) VALUES ($1, $2, $3, 'hire', $4, $5)`,
    [rating.jobId, rating.recruiterId, rating.applicationId, rating.rating, rating.ratedBy],
  );
  await q.query(
    `UPDATE users SET rating = (SELECT round(avg(rating), 2) FROM recruiter_ratings WHERE recruiter_id = $1),
                      company_rating_count = company_rating_count + 1, updated_at = now() WHERE id = $1`,
    [rating.recruiterId],
  );
}

/**
 * The counters of a hire: the consultant's placements (overall and on the vacancy), their history
 * entry, and the vacancy's placements; `close` also closes the vacancy (its positions are filled).
 */
export async function countPlacement(
  q: Queryable,
  hire: { jobId: number; recruiterId: string; applicationId: string; salary: number; close: boolean },
) {
  await q.query('UPDATE users SET placements_count = placements_count + 1, updated_at = now() WHERE id = $1', [hire.recruiterId]);
  await q.query(
    'UPDATE job_recruiters SET placements_count = placements_count + 1, updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
    [hire.jobId, hire.recruiterId],
  );
  await q.query(
    `INSERT INTO user_history (user_id, kind, job_id, application_id, salary, application_status, country_code, sector, department, search_type, experience_level)
     SELECT $1, 'placement', j.id, $2, $3, 'recruited', j.country_code, j.sectors[1], j.departments[1], j.search_types[1], j.experience_level
       FROM jobs j WHERE j.id = $4`,
    [hire.recruiterId, hire.applicationId, hire.salary, hire.jobId],
  );
  await q.query(
    `UPDATE jobs SET placement_count = placement_count + 1, recruited_candidates = recruited_candidates + 1, updated_at = now()
                     ${hire.close ? ", status = 'closed', closed_at = now(), status_changed_at = now()" : ''}
      WHERE id = $1`,
    [hire.jobId],
  );
}

/** Marks an active placement reverted; false when it is not active (any more). */
export async function markPlacementReverted(q: Queryable, id: string, userId: number): Promise<boolean> {
  const reverted = await q.query(
    "UPDATE placements SET status = 'reverted', reverted_at = now(), reverted_by = $2, updated_at = now() WHERE id = $1 AND status = 'active' RETURNING id",
    [id, userId],
  );
  return reverted.length > 0;
}

/** Takes back the counters of a hire ({@link countPlacement}) when its placement is reverted. */
export async function uncountPlacement(q: Queryable, hire: { jobId: string; recruiterId: string; applicationId: string }) {
  await q.query(
    `UPDATE jobs SET placement_count = greatest(placement_count - 1, 0), recruited_candidates = greatest(recruited_candidates - 1, 0), updated_at = now()
      WHERE id = $1`,
    [hire.jobId],
  );
  await q.query('UPDATE users SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE id = $1', [
    hire.recruiterId,
  ]);
  await q.query(
    'UPDATE job_recruiters SET placements_count = greatest(placements_count - 1, 0), updated_at = now() WHERE job_id = $1 AND recruiter_id = $2',
    [hire.jobId, hire.recruiterId],
  );
  await q.query("DELETE FROM user_history WHERE kind = 'placement' AND application_id = $1", [hire.applicationId]);
}

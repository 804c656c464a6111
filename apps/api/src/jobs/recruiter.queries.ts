/** Consultants on vacancies: their rows, SQL and writes. */
import { type JobRecruiterAction, type JobRecruiterStatus } from '@mandate/domain';
import { num } from '../db/values';
import { type Queryable, type Viewer } from './common';
/** A consultant's relation to a vacancy with the consultant's name and agency. */
export interface JobRecruiterRow {
  id: string;
  job_id: string;
  recruiter_id: string;
  status: JobRecruiterStatus;
  source: 'invitation' | 'admin-invitation' | 'request';
  comment: string | null;
  invited_by: string | null;
  terms_agreed_at: Date | string | null;
  testimonial_requested_at: Date | string | null;
  placements_count: number;
  /** The candidates this consultant submitted to the vacancy (applications). */
  candidates_count: string | number;
  status_changed_at: Date | string;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  organization_id: string | null;
  organization_name: string | null;
  job_title: string;
}

export const JR_SELECT = `SELECT r.id, r.job_id, r.recruiter_id, r.status, r.source, r.comment, r.invited_by, r.terms_agreed_at,
       r.testimonial_requested_at, r.placements_count, r.status_changed_at, r.created_at, u.first_name, u.last_name,
       u.organization_id, o.name AS organization_name, j.title AS job_title,
       (SELECT count(*) FROM applications a WHERE a.job_id = r.job_id AND a.recruiter_id = r.recruiter_id) AS candidates_count
  FROM job_recruiters r JOIN users u ON u.id = r.recruiter_id JOIN jobs j ON j.id = r.job_id LEFT JOIN organizations o ON o.id = u.organization_id`;

export async function loadRelation(db: Queryable, where: string, params: unknown[], lock = false): Promise<JobRecruiterRow | undefined> {
  const [row] = await db.query<JobRecruiterRow>(`${JR_SELECT} WHERE ${where}${lock ? ' FOR UPDATE OF r' : ''}`, params);
  return row;
}

/** Adjusts a consultant's invitation counters (users.invitations_*), never below zero. */
export async function countInvitation(
  tx: Queryable,
  recruiterId: number,
  change: { total?: number; open?: number; accepted?: number; admin?: number },
) {
  await tx.query(
    `UPDATE users SET invitations_total = greatest(0, invitations_total + $2), invitations_open = greatest(0, invitations_open + $3),
            invitations_accepted = greatest(0, invitations_accepted + $4), invitations_admin = greatest(0, invitations_admin + $5)
      WHERE id = $1`,
    [recruiterId, change.total ?? 0, change.open ?? 0, change.accepted ?? 0, change.admin ?? 0],
  );
}

export interface RecruiterChange {
  comment?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  /** The source of a new or restarted relation (invitation, admin-invitation, request). */
  source?: JobRecruiterRow['source'];
  /** Who gets the notification mail: the consultant, the vacancy's author, or nobody. */
  notify?: 'recruiter' | 'author' | null;
  /** Keep the relation's stored text (`comment`): the invitation text or the cover letter. */
  storeComment?: boolean;
}

/** Writes a consultant's new status on a vacancy: the relation updated, or created by its first action. */
export async function writeRelation(
  tx: Queryable,
  viewer: Viewer,
  jobId: number,
  recruiterId: number,
  relation: JobRecruiterRow | undefined,
  action: JobRecruiterAction,
  to: JobRecruiterStatus,
  source: JobRecruiterRow['source'],
  change: RecruiterChange,
): Promise<number> {
  if (!relation) {
    const [created] = await tx.query<{ id: string }>(
      'INSERT INTO job_recruiters (job_id, recruiter_id, status, source, comment, invited_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [jobId, recruiterId, to, source, change.comment ?? null, action === 'invite' ? viewer.id : null],
    );
    return num(created!.id);
  }
  const id = num(relation.id);
  await tx.query(
    `UPDATE job_recruiters SET status = $2, source = $3, status_changed_at = CASE WHEN status = $2 THEN status_changed_at ELSE now() END,
            updated_at = now()${change.storeComment ? ', comment = $4' : ''}${action === 'request-testimonial' ? ', testimonial_requested_at = now()' : ''}
      WHERE id = $1`,
    change.storeComment ? [id, to, source, change.comment ?? null] : [id, to, source],
  );
  return id;
}

/** A vacancy's consultants, in order; only `recruiterId`'s own relation when given. */
export function listVacancyRelations(db: Queryable, jobId: number, recruiterId: number | null): Promise<JobRecruiterRow[]> {
  return db.query<JobRecruiterRow>(
    `${JR_SELECT} WHERE r.job_id = $1 ${recruiterId === null ? '' : 'AND r.recruiter_id = $2'} ORDER BY r.id`,
    recruiterId === null ? [jobId] : [jobId, recruiterId],
  );
}

/**
 * A page of relations, latest status change first, and their total. `scope` (null for admins): the
 * viewer's own relations, those on vacancies they wrote and, when given, on their organisations' vacancies.
 */
export async function listRelationRows(
  db: Queryable,
  scope: { userId: number; organizationIds: number[] | null } | null,
  filter: { jobId?: number | null; recruiterId?: number | null; statuses: string[]; page: number; pageSize: number },
): Promise<{ rows: JobRecruiterRow[]; total: string | number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (scope) {
    const mine = [`r.recruiter_id = ${p(scope.userId)}`, `j.author_id = $1`];
    if (scope.organizationIds) mine.push(`j.organization_id = ANY(${p(scope.organizationIds)}::bigint[])`);
    where.push(`(${mine.join(' OR ')})`);
  }
  if (filter.jobId) where.push(`r.job_id = ${p(filter.jobId)}`);
  if (filter.recruiterId) where.push(`r.recruiter_id = ${p(filter.recruiterId)}`);
  if (filter.statuses.length) where.push(`r.status = ANY(${p(filter.statuses)}::text[])`);
  const whereSql = where.join(' AND ') || 'TRUE';
  const countParams = [...params];
  const rows = await db.query<JobRecruiterRow>(
    `${JR_SELECT} WHERE ${whereSql} ORDER BY r.status_changed_at DESC, r.id DESC LIMIT ${p(filter.pageSize)} OFFSET ${p(filter.page * filter.pageSize)}`,
    params,
  );
  const [count] = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM job_recruiters r JOIN jobs j ON j.id = r.job_id WHERE ${whereSql}`,
    countParams,
  );
  return { rows, total: count?.n ?? 0 };
}

/** The ids and types of the organisations among `ids`. */
export function organizationTypes(db: Queryable, ids: number[]): Promise<{ id: string; type: string }[]> {
  return db.query<{ id: string; type: string }>('SELECT id, type FROM organizations WHERE id = ANY($1::bigint[])', [ids]);
}

/** A user's full name, or undefined when there is no such user. */
export async function userName(q: Queryable, id: number): Promise<{ name: string } | undefined> {
  const [row] = await q.query<{ name: string }>("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1", [id]);
  return row;
}

/** Those of these users who are active consultants. */
export function activeRecruitersAmong(q: Queryable, ids: readonly number[]): Promise<{ id: string }[]> {
  return q.query<{ id: string }>("SELECT id FROM users WHERE id = ANY($1::bigint[]) AND status = 'active' AND 'recruiter' = ANY(roles)", [
    ids,
  ]);
}

/** The consultants working on a vacancy (invited, requested or accepted), oldest relation first. */
export function activeRecruiterRows(q: Queryable, jobId: number): Promise<{ recruiter_id: string }[]> {
  return q.query<{ recruiter_id: string }>(
    "SELECT recruiter_id FROM job_recruiters WHERE job_id = $1 AND status IN ('invited', 'requested', 'accepted') ORDER BY id",
    [jobId],
  );
}

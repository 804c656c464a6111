/** Every SQL text and row type of applications, placements and feedback (interviews: interview.queries.ts). */
import { type applicationListQuerySchema, type ApplicationStatus, type JobRecruiterStatus, type LocalDate } from '@mandate/domain';
import type * as v from 'valibot';
import { CountCache } from '../db/countCache';
import { type Queryable } from '../db/database';
import { keysetPages, orderBy, type SortKey } from '../db/keyset';
import { pageSql } from '../db/paging';
import { candidateSearchCondition, type JobFacts, type Viewer } from './common';
import type { JobFactRow } from './job.queries';

export interface ApplicationRow extends JobFactRow {
  id: string;
  job_id: string;
  candidate_id: string;
  recruiter_id: string;
  job_recruiter_id: string | null;
  company_organization_id: string | null;
  agency_organization_id: string | null;
  status: ApplicationStatus;
  comment: string | null;
  attachment_ids: string[];
  rating: string | null;
  reject_reason: string | null;
  withdraw_reason: string | null;
  interviews_count: number;
  status_changed_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  // the vacancy's status (its other facts: JobFactRow)
  job_status: JobFacts['status'];
  // the candidate and the consultant
  first_name: string;
  last_name: string;
  candidate_email: string | null;
  candidate_phone: string | null;
  candidate_city: string | null;
  recruiter_name: string;
  agency_name: string | null;
}

export const APPLICATION_COLUMNS = `a.id, a.job_id, a.candidate_id, a.recruiter_id, a.job_recruiter_id, a.company_organization_id, a.agency_organization_id,
         a.status, a.comment, a.attachment_ids, a.rating, a.reject_reason, a.withdraw_reason, a.interviews_count,
         a.status_changed_at, a.created_at, a.updated_at,
         j.title, j.status AS job_status, j.author_id, j.organization_id, j.accepting_candidates, j.custom_terms_phase,
         j.position_count, j.placement_count, j.success_fee_percentage, j.success_fee_fixed_amount, j.revenue_split,
         c.first_name, c.last_name, c.email AS candidate_email, c.phone AS candidate_phone, c.city AS candidate_city,
         ru.first_name || ' ' || ru.last_name AS recruiter_name, ro.name AS agency_name`;
export const APPLICATION_FROM = `FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN candidates c ON c.id = a.candidate_id
    JOIN users ru ON ru.id = a.recruiter_id
    LEFT JOIN organizations ro ON ro.id = a.agency_organization_id`;
export const APPLICATION_SELECT = `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM}`;

export type ApplicationListQuery = v.InferOutput<typeof applicationListQuerySchema>;

/**
 * WHERE clause of the application list (and its export): what `user` may see (everything with
 * `any`: application-view-any), with the query's filters.
 */
export function applicationListWhere(user: Viewer, any: boolean, query: ApplicationListQuery, p: (value: unknown) => string): string {
  const where: string[] = [];
  if (!any) {
    const orgs = user.managedOrganizations.map((o) => o.id);
    const me = p(user.id);
    const managed = orgs.length ? p(orgs) : null;
    where.push(
      `(j.author_id = ${me} OR a.recruiter_id = ${me}${managed ? ` OR j.organization_id = ANY(${managed}::bigint[]) OR a.agency_organization_id = ANY(${managed}::bigint[])` : ''})`,
    );
  }
  if (query.jobId !== null) where.push(`a.job_id = ${p(query.jobId)}`);
  if (query.candidateId !== null) where.push(`a.candidate_id = ${p(query.candidateId)}`);
  if (query.recruiterId !== null) where.push(`a.recruiter_id = ${p(query.recruiterId)}`);
  if (query.status.length) where.push(`a.status = ANY(${p(query.status)})`);
  const search = candidateSearchCondition(query.search, p);
  if (search) where.push(`a.candidate_id IN (SELECT c.id FROM candidates c WHERE ${search})`);
  return where.length ? `WHERE ${where.join(' AND ')}` : '';
}

/** The ORDER BY keys of the application list (and its export). */
export function applicationSortKeys(query: Pick<ApplicationListQuery, 'sortBy' | 'sortOrder'>): SortKey[] {
  const dir = query.sortOrder;
  const id = (d: SortKey['dir']): SortKey => ({ sql: 'a.id', type: 'bigint', dir: d });
  const keys: Record<ApplicationListQuery['sortBy'], SortKey[]> = {
    creationDate: [id(dir)],
    updateDate: [{ sql: 'a.updated_at', type: 'timestamptz', dir }, id(dir)],
    status: [{ sql: 'a.status', type: 'text', dir }, id('DESC')],
    candidate: [{ sql: 'lower(c.last_name)', type: 'text', dir }, { sql: 'lower(c.first_name)', type: 'text', dir }, id('DESC')],
  };
  return keys[query.sortBy];
}

/** Totals of 1,000 applications and more are reused for 5 s (docs/decisions/0012-api-request-cost.md). */
const longTotals = new CountCache();

/** One page of the applications `user` may see (everything with `any`), and their total (capped by the count cache's LIMIT). */
export async function listApplications(
  db: Queryable,
  user: Viewer,
  any: boolean,
  query: ApplicationListQuery,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const whereSql = applicationListWhere(user, any, query, p);
  const order = orderBy(applicationSortKeys(query));
  const countParams = [...params];
  const size = query.pageSize ?? 20;
  // The count joins only what its conditions read (an admin's plain list counts applications alone).
  const from = `FROM applications a${any ? '' : ' JOIN jobs j ON j.id = a.job_id'}`;
  const countSql = `SELECT count(*) AS total FROM (SELECT 1 ${from} ${whereSql} LIMIT 10001) s`;
  const [rows, total] = await Promise.all([
    db.query<ApplicationRow>(`${APPLICATION_SELECT} ${whereSql} ORDER BY ${order} ${pageSql(size, query.page * size, p)}`, params),
    longTotals.total(db, countSql, countParams),
  ]);
  return { rows, total };
}

/** One application, or undefined; `lock` takes a row lock on the application. */
export async function loadApplicationRow(q: Queryable, id: number, lock = false): Promise<ApplicationRow | undefined> {
  const [row] = await q.query<ApplicationRow>(`${APPLICATION_SELECT} WHERE a.id = $1${lock ? ' FOR UPDATE OF a' : ''}`, [id]);
  return row;
}

/** These applications, each with whether `userId` is among the line managers a shortlist holding it was sent to. */
export function documentReaderRows(
  q: Queryable,
  ids: readonly number[],
  userId: number,
): Promise<(ApplicationRow & { reviewer: boolean })[]> {
  return q.query<ApplicationRow & { reviewer: boolean }>(
    `SELECT ${APPLICATION_COLUMNS},
            EXISTS (SELECT 1 FROM job_shortlists s WHERE s.job_id = a.job_id AND a.id = ANY(s.application_ids) AND $2 = ANY(s.recipient_ids)) AS reviewer
       ${APPLICATION_FROM} WHERE a.id = ANY($1::bigint[])`,
    [ids, userId],
  );
}

/** Writes an application's new status with these other columns. */
export async function updateApplicationStatus(
  q: Queryable,
  id: number,
  to: ApplicationStatus,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.entries(values);
  await q.query(
    `UPDATE applications SET status = $2, status_changed_at = now(), updated_at = now()${columns.map(([c], i) => `, ${c} = $${i + 3}`).join('')}
              WHERE id = $1`,
    [id, to, ...columns.map(([, value]) => value)],
  );
}

/** The application of a candidate on a vacancy, if there is one. */
export async function applicationOn(
  q: Queryable,
  jobId: number,
  candidateId: number | string,
): Promise<{ id: number; status: ApplicationStatus } | null> {
  const [row] = await q.query<{ id: string; status: ApplicationStatus }>(
    'SELECT id, status FROM applications WHERE job_id = $1 AND candidate_id = $2',
    [jobId, candidateId],
  );
  return row ? { id: Number(row.id), status: row.status } : null;
}

/** The organisation of a consultant (the agency a submission is made for), or null. */
export async function agencyOf(q: Queryable, userId: number): Promise<number | null> {
  const [row] = await q.query<{ organization_id: string | null }>('SELECT organization_id FROM users WHERE id = $1', [userId]);
  return row?.organization_id == null ? null : Number(row.organization_id);
}

/** The consultant's place on the vacancy (`job_recruiters`), if any. */
export async function jobRecruiterOf(
  q: Queryable,
  jobId: number,
  recruiterId: number,
): Promise<{ id: string; status: JobRecruiterStatus } | null> {
  const [row] = await q.query<{ id: string; status: JobRecruiterStatus }>(
    'SELECT id, status FROM job_recruiters WHERE job_id = $1 AND recruiter_id = $2',
    [jobId, recruiterId],
  );
  return row ?? null;
}

/** Serialises the ownership checks of submissions to one employer until the transaction ends. */
export async function lockEmployerSubmissions(q: Queryable, organizationId: number | null): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(727100, $1::int)', [(organizationId ?? 0) % 2_000_000_000]);
}

/** Writes a new application (status `proposed`), counts it on the vacancy and in the consultant's history; answers its id. */
export async function insertApplication(
  q: Queryable,
  a: {
    jobId: number;
    candidateId: number | string;
    recruiterId: number;
    jobRecruiterId: string | null;
    companyId: number | null;
    agencyId: number | null;
    comment: string | null;
    attachments: readonly number[];
  },
): Promise<number> {
  const [created] = await q.query<{ id: string }>(
    `INSERT INTO applications (job_id, candidate_id, recruiter_id, job_recruiter_id, company_organization_id, agency_organization_id,
                               comment, attachment_ids)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [a.jobId, a.candidateId, a.recruiterId, a.jobRecruiterId, a.companyId, a.agencyId, a.comment, a.attachments],
  );
  const id = Number(created!.id);
  await q.query('UPDATE jobs SET candidates_count = candidates_count + 1, updated_at = now() WHERE id = $1', [a.jobId]);
  await q.query(
    `INSERT INTO user_history (user_id, kind, job_id, application_id, application_status, country_code, sector, department, search_type, experience_level)
     SELECT $1, 'application', j.id, $2, 'proposed', j.country_code, j.sectors[1], j.departments[1], j.search_types[1], j.experience_level
       FROM jobs j WHERE j.id = $3`,
    [a.recruiterId, id, a.jobId],
  );
  return id;
}

/** The consultant's comment and (when given) attachments of an application. */
export async function updateApplicationComment(
  q: Queryable,
  id: number | string,
  comment: string | null,
  attachments: readonly number[] | null,
) {
  await q.query('UPDATE applications SET comment = $2, attachment_ids = coalesce($3, attachment_ids), updated_at = now() WHERE id = $1', [
    id,
    comment,
    attachments,
  ]);
}

/** The employer's rating of the candidate (half stars). */
export async function updateApplicationRating(q: Queryable, id: number | string, rating: number | null) {
  await q.query('UPDATE applications SET rating = $2, updated_at = now() WHERE id = $1', [id, rating]);
}

export interface PlacementRow {
  id: string;
  application_id: string;
  job_id: string;
  recruiter_id: string;
  status: 'active' | 'reverted';
  /** `YYYY-MM-DD` (to_char in PLACEMENT_SELECT). */
  offer_date: LocalDate;
  signature_date: LocalDate;
  start_date: LocalDate;
  total_package: string;
  recruitment_fee: string;
  fee_percentage: string | null;
  revenue_split: string | null;
  approval_number: string;
  approval_note: string | null;
  is_guarantee_case: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PLACEMENT_SELECT = `
  SELECT id, application_id, job_id, recruiter_id, status, to_char(offer_date, 'YYYY-MM-DD') AS offer_date,
         to_char(signature_date, 'YYYY-MM-DD') AS signature_date, to_char(start_date, 'YYYY-MM-DD') AS start_date,
         total_package, recruitment_fee, fee_percentage, revenue_split, approval_number, approval_note, is_guarantee_case,
         created_at, updated_at
    FROM placements`;

export interface FeedbackRow {
  id: string;
  application_id: string;
  author_id: string | null;
  author_name: string | null;
  feedback: string;
  assessment_level: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export const FEEDBACK_SELECT = `
  SELECT f.id, f.application_id, f.author_id, u.first_name || ' ' || u.last_name AS author_name, f.feedback, f.assessment_level,
         f.created_at, f.updated_at
    FROM application_feedback f LEFT JOIN users u ON u.id = f.author_id`;

/** A row of the application export (`POST /application/export`). */
export interface ExportRow {
  id: string;
  title: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  city: string | null;
  recruiter_name: string;
  agency_name: string | null;
  status: ApplicationStatus;
  rating: string | null;
  interviews_count: number;
  created_at: Date | string;
  status_changed_at: Date | string;
}

const EXPORT_COLUMNS = `a.id, j.title, c.first_name, c.last_name, c.email, c.phone, c.city,
  ru.first_name || ' ' || ru.last_name AS recruiter_name, ro.name AS agency_name,
  a.status, a.rating, a.interviews_count, a.created_at, a.status_changed_at`;

/** The applications `user` may see with the query's filters, for the export: `max` rows at most, a keyset page at a time. */
export function applicationExportPages(db: Queryable, user: Viewer, any: boolean, query: ApplicationListQuery, max: number) {
  const params: unknown[] = [];
  const where = applicationListWhere(user, any, query, (value) => `$${params.push(value)}`);
  return keysetPages<ExportRow>(db, {
    keys: applicationSortKeys(query),
    params,
    max,
    statement: ({ after, keyColumns, order, limit }) =>
      `SELECT ${EXPORT_COLUMNS}, ${keyColumns} ${APPLICATION_FROM} ${where ? `${where} AND` : 'WHERE'} ${after} ORDER BY ${order} ${limit}`,
  });
}

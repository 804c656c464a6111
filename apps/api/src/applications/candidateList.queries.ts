/** The SQL of candidate lists (candidateLists.ts): the rows are `ListRow`s. */
import type { CandidateListStatus, JobRecruiterStatus, MilestoneType } from '@mandate/domain';
import type { Queryable } from '../db/database';
import type { JobFacts } from './common';
import { JOB_FACT_COLUMNS, type JobFactRow } from './job.queries';

export interface ListRow extends JobFactRow {
  id: string;
  job_id: string;
  recruiter_id: string;
  recruiter_name: string;
  agency_organization_id: string | null;
  agency_name: string | null;
  title_: string;
  comment: string | null;
  attachment_ids: string[];
  status: CandidateListStatus;
  milestone: MilestoneType | null;
  feedback: string | null;
  feedback_assessment_level: string | null;
  feedback_by: string | null;
  feedback_at: Date | string | null;
  status_changed_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
  jr_status: JobRecruiterStatus | null;
  // the vacancy's status (its other facts: JobFactRow, JOB_FACT_COLUMNS)
  status_job: JobFacts['status'];
}

export const LIST_SELECT = `
  SELECT l.id, l.job_id, l.recruiter_id, ru.first_name || ' ' || ru.last_name AS recruiter_name, l.agency_organization_id, o.name AS agency_name,
         l.title AS title_, l.comment, l.attachment_ids, l.status, l.milestone, l.feedback, l.feedback_assessment_level, l.feedback_by,
         l.feedback_at, l.status_changed_at, l.created_at, l.updated_at, jr.status AS jr_status,
         ${JOB_FACT_COLUMNS.replace('j.id,', '').replace('j.status,', 'j.status AS status_job,')}
    FROM candidate_lists l
    JOIN jobs j ON j.id = l.job_id
    JOIN users ru ON ru.id = l.recruiter_id
    LEFT JOIN organizations o ON o.id = l.agency_organization_id
    LEFT JOIN job_recruiters jr ON jr.job_id = l.job_id AND jr.recruiter_id = l.recruiter_id`;

/** The candidate lists of these ids. */
export function candidateListRows(db: Queryable, ids: number[]): Promise<ListRow[]> {
  return db.query<ListRow>(`${LIST_SELECT} WHERE l.id = ANY($1::bigint[])`, [ids]);
}

/** One candidate list, or undefined; `lock` takes a row lock on the list. */
export async function loadCandidateListRow(q: Queryable, id: number, lock = false): Promise<ListRow | undefined> {
  const [row] = await q.query<ListRow>(`${LIST_SELECT} WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`, [id]);
  return row;
}

/** Writes a list's status (and `status_changed_at` when it `changed`) with these other columns. */
export async function updateCandidateList(
  q: Queryable,
  id: number,
  to: CandidateListStatus,
  changed: boolean,
  values: Record<string, unknown>,
): Promise<void> {
  const columns = Object.entries(values);
  await q.query(
    `UPDATE candidate_lists SET status = $2, updated_at = now()${changed ? ', status_changed_at = now()' : ''}
                    ${columns.map(([c], i) => `, ${c} = $${i + 3}`).join('')}
              WHERE id = $1`,
    [id, to, ...columns.map(([, value]) => value)],
  );
}

/** The filter of the candidate-list list: `viewer` null when the user sees every list. */
export interface CandidateListFilter {
  viewer: { id: number; organizationIds: number[] } | null;
  jobId: number | null;
  status: readonly CandidateListStatus[];
  page: number;
  pageSize: number;
}

/** One page of list ids, newest first, and the count of all that match. */
export async function candidateListPage(db: Queryable, filter: CandidateListFilter): Promise<{ rows: { id: string }[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.viewer) {
    params.push(filter.viewer.id, filter.viewer.organizationIds);
    where.push(
      '(j.author_id = $1 OR l.recruiter_id = $1 OR j.organization_id = ANY($2::bigint[]) OR l.agency_organization_id = ANY($2::bigint[]))',
    );
  }
  if (filter.jobId !== null) {
    params.push(filter.jobId);
    where.push(`l.job_id = $${params.length}`);
  }
  if (filter.status.length) {
    params.push(filter.status);
    where.push(`l.status = ANY($${params.length})`);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, [count]] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT l.id FROM candidate_lists l JOIN jobs j ON j.id = l.job_id ${whereSql} ORDER BY l.id DESC LIMIT ${filter.pageSize} OFFSET ${filter.page * filter.pageSize}`,
      params,
    ),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM candidate_lists l JOIN jobs j ON j.id = l.job_id ${whereSql}`, params),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

/** Inserts a submitted list; answers its id. */
export async function insertCandidateList(
  q: Queryable,
  l: {
    jobId: number;
    recruiterId: number;
    jobRecruiterId: string | null;
    agencyId: number | null;
    title: string;
    comment: string | null;
    attachments: readonly number[];
  },
): Promise<number> {
  const [created] = await q.query<{ id: string }>(
    `INSERT INTO candidate_lists (job_id, recruiter_id, job_recruiter_id, agency_organization_id, title, comment, attachment_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [l.jobId, l.recruiterId, l.jobRecruiterId, l.agencyId, l.title, l.comment, l.attachments],
  );
  return Number(created!.id);
}

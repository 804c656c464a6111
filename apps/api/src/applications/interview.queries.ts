/** Every SQL text and row type of interviews (001 §7.5). */
import type { InterviewKind, InterviewPayload, InterviewStatus } from '@mandate/domain';
import type { Queryable, Viewer } from './common';

export interface InterviewRow {
  id: string;
  application_id: string;
  job_id: string;
  scheduled_at: Date | string;
  time_zone: string;
  duration_minutes: number;
  kind: InterviewKind;
  location: string | null;
  video_link: string | null;
  participants: string | null;
  comment: string | null;
  status: InterviewStatus;
  cancel_comment: string | null;
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  cancelled_at: Date | string | null;
  // the application, for lists
  candidate_id: string;
  candidate_name: string;
  job_title: string;
}

const INTERVIEW_SELECT = `SELECT i.id, i.application_id, i.job_id, i.scheduled_at, i.time_zone, i.duration_minutes, i.kind, i.location,
         i.video_link, i.participants, i.comment, i.status, i.cancel_comment, i.created_by, i.created_at, i.updated_at, i.cancelled_at,
         cu.first_name || ' ' || cu.last_name AS created_by_name,
         a.candidate_id, c.first_name || ' ' || c.last_name AS candidate_name, j.title AS job_title`;
const INTERVIEW_FROM = `FROM interviews i
    JOIN applications a ON a.id = i.application_id
    JOIN candidates c ON c.id = a.candidate_id
    JOIN jobs j ON j.id = i.job_id
    LEFT JOIN users cu ON cu.id = i.created_by`;

/** One interview with its application's names; `lock` holds the interview row for the transaction. */
export async function loadInterview(q: Queryable, id: number, lock = false): Promise<InterviewRow | null> {
  const [row] = await q.query<InterviewRow>(`${INTERVIEW_SELECT} ${INTERVIEW_FROM} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`, [id]);
  return row ?? null;
}

/** A new scheduled interview; answers its id. */
export async function insertInterview(
  q: Queryable,
  application: { id: string; job_id: string },
  body: InterviewPayload,
  timeZone: string,
  userId: number,
): Promise<number> {
  const [created] = await q.query<{ id: string }>(
    `INSERT INTO interviews (application_id, job_id, scheduled_at, time_zone, duration_minutes, kind, location, video_link, participants, comment, created_by, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) RETURNING id`,
    [
      application.id,
      application.job_id,
      body.date,
      timeZone,
      body.durationMinutes,
      body.kind,
      body.location,
      body.videoLink,
      body.participants,
      body.comment,
      userId,
    ],
  );
  return Number(created!.id);
}

/** Moves a scheduled interview (every field of the payload). */
export async function updateInterview(q: Queryable, id: number, body: InterviewPayload, timeZone: string, userId: number): Promise<void> {
  await q.query(
    `UPDATE interviews SET scheduled_at = $2, time_zone = $3, duration_minutes = $4, kind = $5, location = $6, video_link = $7,
            participants = $8, comment = $9, updated_by = $10, updated_at = now()
      WHERE id = $1`,
    [id, body.date, timeZone, body.durationMinutes, body.kind, body.location, body.videoLink, body.participants, body.comment, userId],
  );
}

/** Cancels a scheduled interview; false when it was no longer scheduled. */
export async function cancelInterviewRow(q: Queryable, id: number, comment: string | null, userId: number): Promise<boolean> {
  const updated = await q.query(
    `UPDATE interviews SET status = 'cancelled', cancel_comment = $2, cancelled_by = $3, cancelled_at = now(), updated_by = $3, updated_at = now()
      WHERE id = $1 AND status = 'scheduled' RETURNING id`,
    [id, comment, userId],
  );
  return updated.length > 0;
}

/** The interview counters of the application and of the consultant who submitted it (their interview ratio). */
export async function countInterview(q: Queryable, application: { id: string; recruiter_id: string }, delta: 1 | -1): Promise<void> {
  await q.query('UPDATE applications SET interviews_count = greatest(interviews_count + $2, 0) WHERE id = $1', [application.id, delta]);
  await q.query('UPDATE users SET interviews_count = greatest(interviews_count + $2, 0), updated_at = now() WHERE id = $1', [
    application.recruiter_id,
    delta,
  ]);
}

/** The interview list's filters: what the viewer may see (`any`: everything) and the query's. */
export interface InterviewFilter {
  applicationId: number | null;
  jobId: number | null;
  status: InterviewStatus | null;
  page: number;
  pageSize: number;
}

/**
 * A page of interviews, by date then id, and their total. Without `any` (interview-view-any) the
 * viewer sees the interviews of the vacancies they wrote or of companies they manage, and of the
 * applications they submitted or their agency did.
 */
export async function listInterviews(q: Queryable, user: Viewer, any: boolean, filter: InterviewFilter) {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (value: unknown) => `$${params.push(value)}`;
  if (!any) {
    const me = p(user.id);
    const orgs = p(user.managedOrganizations.map((o) => o.id));
    where.push(
      `(j.author_id = ${me} OR a.recruiter_id = ${me} OR j.organization_id = ANY(${orgs}::bigint[]) OR a.agency_organization_id = ANY(${orgs}::bigint[]))`,
    );
  }
  if (filter.applicationId !== null) where.push(`i.application_id = ${p(filter.applicationId)}`);
  if (filter.jobId !== null) where.push(`i.job_id = ${p(filter.jobId)}`);
  if (filter.status !== null) where.push(`i.status = ${p(filter.status)}`);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const limit = p(filter.pageSize);
  const offset = p(filter.page * filter.pageSize);
  const [rows, [count]] = await Promise.all([
    q.query<InterviewRow>(
      `${INTERVIEW_SELECT} ${INTERVIEW_FROM} ${whereSql} ORDER BY i.scheduled_at, i.id LIMIT ${limit} OFFSET ${offset}`,
      params,
    ),
    q.query<{ total: string }>(`SELECT count(*) AS total ${INTERVIEW_FROM} ${whereSql}`, params.slice(0, params.length - 2)),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}

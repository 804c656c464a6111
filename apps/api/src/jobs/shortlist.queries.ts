/** The SQL of shortlists: the shortlist rows, their candidates with documents and reviews, the list of a viewer's shortlists. */
import type { Queryable } from './common';

export interface ShortlistRow {
  id: string;
  job_id: string;
  job_title: string;
  job_status: string;
  author_id: string;
  organization_id: string | null;
  title: string | null;
  comment: string | null;
  application_ids: string[];
  recipient_ids: string[];
  created_by: string | null;
  created_by_name: string | null;
  created_at: Date | string;
}

const SHORTLIST_SELECT = `
  SELECT s.id, s.job_id, j.title AS job_title, j.status AS job_status, j.author_id, j.organization_id, s.title, s.comment,
         s.application_ids, s.recipient_ids, s.created_by, cu.first_name || ' ' || cu.last_name AS created_by_name, s.created_at
    FROM job_shortlists s JOIN jobs j ON j.id = s.job_id LEFT JOIN users cu ON cu.id = s.created_by`;

/** One shortlist with its vacancy's owner columns; undefined when it does not exist. */
export async function loadShortlist(q: Queryable, id: number): Promise<ShortlistRow | undefined> {
  const [row] = await q.query<ShortlistRow>(`${SHORTLIST_SELECT} WHERE s.id = $1`, [id]);
  return row;
}

/**
 * The shortlists a viewer may be shown, newest first (at most `limit`): those sent to them, and
 * those of vacancies of `organizations` (the caller filters the second kind by the vacancy rule);
 * `all` for admins.
 */
export async function shortlistCandidatesOfViewer(
  q: Queryable,
  viewerId: number,
  organizations: readonly number[],
  all: boolean,
  limit: number,
): Promise<ShortlistRow[]> {
  const order = `ORDER BY s.created_at DESC, s.id DESC LIMIT ${Math.trunc(limit)}`;
  // Admins see all: no parameters then (PostgreSQL refuses a parameter the text never uses: its type is unknown).
  if (all) return q.query<ShortlistRow>(`${SHORTLIST_SELECT} ${order}`);
  return q.query<ShortlistRow>(
    `${SHORTLIST_SELECT} WHERE ($1 = ANY(s.recipient_ids) OR s.created_by = $1 OR j.author_id = $1 OR j.organization_id = ANY($2::bigint[])) ${order}`,
    [viewerId, organizations],
  );
}

/** Per shortlist, how many of its applications `viewerId` reviewed (gave feedback on). */
export async function reviewedCounts(q: Queryable, viewerId: number, shortlistIds: readonly string[]): Promise<Map<string, number>> {
  if (!shortlistIds.length) return new Map();
  const rows = await q.query<{ id: string; n: string }>(
    `SELECT s.id, count(DISTINCT f.application_id) AS n
       FROM job_shortlists s JOIN application_feedback f ON f.application_id = ANY(s.application_ids) AND f.author_id = $1
      WHERE s.id = ANY($2::bigint[]) GROUP BY s.id`,
    [viewerId, shortlistIds],
  );
  return new Map(rows.map((r) => [String(r.id), Number(r.n)]));
}

export interface ShortlistCandidateRow {
  application_id: string;
  status: string;
  application_comment: string | null;
  application_created_at: Date | string;
  attachment_ids: string[];
  candidate_id: string;
  first_name: string;
  last_name: string;
  position: string | null;
  employed: boolean | null;
  email: string | null;
  phone: string | null;
  city: string | null;
  country_code: string | null;
  recruiter_id: string;
  recruiter_name: string;
  agency_name: string | null;
}

const CANDIDATE_SELECT = `
  SELECT a.id AS application_id, a.status, a.comment AS application_comment, a.created_at AS application_created_at, a.attachment_ids,
         c.id AS candidate_id, c.first_name, c.last_name, c.position, c.employed, c.email, c.phone, c.city, c.country_code,
         a.recruiter_id, ru.first_name || ' ' || ru.last_name AS recruiter_name, ro.name AS agency_name
    FROM applications a
    JOIN candidates c ON c.id = a.candidate_id
    JOIN users ru ON ru.id = a.recruiter_id
    LEFT JOIN organizations ro ON ro.id = a.agency_organization_id`;

/** The applications `ids` of vacancy `jobId`, by candidate name. */
export async function candidatesByIds(q: Queryable, jobId: number, ids: readonly (string | number)[]): Promise<ShortlistCandidateRow[]> {
  if (!ids.length) return [];
  return q.query<ShortlistCandidateRow>(
    `${CANDIDATE_SELECT} WHERE a.job_id = $1 AND a.id = ANY($2::bigint[]) ORDER BY c.last_name, c.first_name, a.id`,
    [jobId, ids],
  );
}

/** The applications of vacancy `jobId` in `statuses`, by candidate name. */
export async function candidatesByStatus(q: Queryable, jobId: number, statuses: readonly string[]): Promise<ShortlistCandidateRow[]> {
  return q.query<ShortlistCandidateRow>(
    `${CANDIDATE_SELECT} WHERE a.job_id = $1 AND a.status = ANY($2::text[]) ORDER BY c.last_name, c.first_name, a.id`,
    [jobId, statuses],
  );
}

/** The application ids of vacancy `jobId` in the shortlists sent to `viewerId`. */
export async function applicationsSentTo(q: Queryable, jobId: number, viewerId: number): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    'SELECT DISTINCT unnest(application_ids) AS id FROM job_shortlists WHERE job_id = $1 AND $2 = ANY(recipient_ids)',
    [jobId, viewerId],
  );
  return rows.map((r) => r.id);
}

export interface DocumentRow {
  id: string;
  title: string;
  size: string;
}

/** The files `ids` (titles and sizes), keyed by id. */
export async function documentsByIds(q: Queryable, ids: readonly string[]): Promise<Map<string, DocumentRow>> {
  if (!ids.length) return new Map();
  const rows = await q.query<DocumentRow>('SELECT id, title, size FROM files WHERE id = ANY($1::bigint[])', [ids]);
  return new Map(rows.map((r) => [String(r.id), r]));
}

export interface ReviewRow {
  id: string;
  application_id: string;
  author_id: string | null;
  author_name: string | null;
  feedback: string;
  assessment_level: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** The feedback on the applications `ids`, oldest first. */
export async function reviewsOf(q: Queryable, ids: readonly string[]): Promise<ReviewRow[]> {
  if (!ids.length) return [];
  return q.query<ReviewRow>(
    `SELECT f.id, f.application_id, f.author_id, u.first_name || ' ' || u.last_name AS author_name, f.feedback, f.assessment_level,
            f.created_at, f.updated_at
       FROM application_feedback f LEFT JOIN users u ON u.id = f.author_id
      WHERE f.application_id = ANY($1::bigint[]) ORDER BY f.created_at, f.id`,
    [ids],
  );
}

/**
 * Writes `authorId`'s review of an application: updates their newest feedback on it, or adds one
 * (a reviewer changes their verdict rather than piling up verdicts).
 */
export async function saveReview(
  q: Queryable,
  applicationId: number,
  authorId: number,
  review: { feedback: string; assessmentLevel: string | null },
): Promise<void> {
  const updated = await q.query(
    `UPDATE application_feedback SET feedback = $3, assessment_level = $4, updated_at = now()
      WHERE id = (SELECT id FROM application_feedback WHERE application_id = $1 AND author_id = $2 ORDER BY id DESC LIMIT 1)
      RETURNING id`,
    [applicationId, authorId, review.feedback, review.assessmentLevel],
  );
  if (updated.length) return;
  await q.query('INSERT INTO application_feedback (application_id, author_id, feedback, assessment_level) VALUES ($1, $2, $3, $4)', [
    applicationId,
    authorId,
    review.feedback,
    review.assessmentLevel,
  ]);
}

/** How many of these applications are on the vacancy. */
export async function countJobApplications(q: Queryable, jobId: number, ids: readonly number[]): Promise<string | number> {
  const found = await q.query<{ n: string }>('SELECT count(*) AS n FROM applications WHERE job_id = $1 AND id = ANY($2::bigint[])', [
    jobId,
    ids,
  ]);
  return found[0]?.n ?? 0;
}

/** Those of these users who are active members of the organisation. */
export function activeMembersAmong(q: Queryable, ids: readonly number[], organizationId: string | null): Promise<{ id: string }[]> {
  return q.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::bigint[]) AND organization_id = $2 AND status = $3', [
    ids,
    organizationId,
    'active',
  ]);
}

/** Writes a shortlist; answers its id row. */
export async function insertShortlist(
  q: Queryable,
  s: { jobId: number; title: string | null; comment: string | null; applications: number[]; recipients: number[]; createdBy: number },
): Promise<{ id: string } | undefined> {
  const [created] = await q.query<{ id: string }>(
    'INSERT INTO job_shortlists (job_id, title, comment, application_ids, recipient_ids, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [s.jobId, s.title, s.comment, s.applications, s.recipients, s.createdBy],
  );
  return created;
}

/** Locks an application's row for the rest of the transaction. */
export async function lockApplication(q: Queryable, id: number): Promise<void> {
  await q.query('SELECT id FROM applications WHERE id = $1 FOR UPDATE', [id]);
}

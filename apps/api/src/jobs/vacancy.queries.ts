/** The vacancy list's SQL (visibility, filters, sort, page, totals) and the rows of notes and shortlists. */
import { type JobStatus, type vacancyCreateSchema, type vacancyListQuerySchema } from '@mandate/domain';
import type * as v from 'valibot';
import { CountCache } from '../db/countCache';
import { keysetPages, orderBy, type SortKey } from '../db/keyset';
import { pageSql } from '../db/paging';
import { num, prefixQuery } from '../db/values';
import { jobListItem, visibilitySql, type Queryable, type Viewer } from './common';
import { JOB_LIST_COLUMNS, JOB_FROM, VIEWER_COLUMNS, type JobRow } from './job.queries';
/** Sort keys of the vacancy list; the id breaks ties in the same direction. */
const sortKeys: Record<ListQuery['sortBy'], Omit<SortKey, 'dir'> | null> = {
  creationDate: null,
  publicationDate: { sql: 'j.published_at', type: 'timestamptz', nullable: true },
  updateDate: { sql: 'j.updated_at', type: 'timestamptz' },
  title: { sql: 'lower(j.title)', type: 'text' },
  status: { sql: 'j.status', type: 'text' },
  positionCount: { sql: 'j.position_count', type: 'integer' },
};

/** The ORDER BY keys of the vacancy list (and its export). */
export function vacancySortKeys(body: Pick<ListQuery, 'sortBy' | 'sortOrder'>): SortKey[] {
  const dir = body.sortOrder;
  const key = sortKeys[body.sortBy];
  return [...(key ? [{ ...key, dir }] : []), { sql: 'j.id', type: 'bigint', dir }];
}

export type ListQuery = v.InferOutput<typeof vacancyListQuerySchema>;

/** WHERE clause of the vacancy list for a viewer and filters; `params[0]` is the viewer id. */
export function listWhere(viewer: Viewer, body: ListQuery, params: unknown[]): string {
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // `$1` is the viewer, referenced here so that every statement built on this clause types it.
  const where: (string | null)[] = ['$1::bigint > 0', visibilitySql(viewer, p)];
  // Without statuses: every one but deleted drafts, as the partial index jobs_listed_idx reads it.
  where.push(body.statuses.length ? `j.status = ANY(${p(body.statuses)}::text[])` : "j.status <> 'deleted-draft'");
  if (body.search) {
    const words = prefixQuery([body.search]);
    if (words) where.push(`j.search_vector @@ to_tsquery('simple', ${p(words)})`);
  }
  if (body.authorId) where.push(`j.author_id = ${p(body.authorId)}`);
  if (body.organizationId) where.push(`j.organization_id = ${p(body.organizationId)}`);
  if (body.countryCode) where.push(`j.country_code = ${p(body.countryCode)}`);
  if (body.sectors.length) where.push(`j.sectors && ${p(body.sectors)}::text[]`);
  if (body.departments.length) where.push(`j.departments && ${p(body.departments)}::text[]`);
  if (body.favouritesOnly) where.push('EXISTS (SELECT 1 FROM job_favourites f WHERE f.job_id = j.id AND f.user_id = $1)');
  if (body.recruiterStatuses.length) {
    where.push(
      `EXISTS (SELECT 1 FROM job_recruiters m WHERE m.job_id = j.id AND m.recruiter_id = $1 AND m.status = ANY(${p(body.recruiterStatuses)}::text[]))`,
    );
  }
  return where.filter(Boolean).join(' AND ') || 'TRUE';
}

/** FROM of counts: the filters read only the vacancy (and EXISTS subqueries). */
export const COUNT_FROM = 'FROM jobs j';
/** Totals of 1,000 vacancies and more are reused for 5 s (an admin's list counted ~10,000 rows per page turn). */
const longTotals = new CountCache();

/**
 * The vacancies a viewer sees with filters, paging and sort (POST /job/list). The page's ids are
 * found on the vacancy table alone (an index walk for the default order), then only those rows are
 * joined with their authors, organisations and the viewer's relation.
 */
export async function listJobs(db: Queryable, viewer: Viewer, body: ListQuery) {
  const params: unknown[] = [viewer.id];
  const whereSql = listWhere(viewer, body, params);
  const countParams = [...params];
  // Only the publication date can be empty; the other sorts match their indexes as they are.
  const order = orderBy(vacancySortKeys(body));
  const limit = pageSql(body.pageSize, body.page * body.pageSize, (value) => `$${params.push(value)}`);
  const page = `SELECT j.id FROM jobs j WHERE ${whereSql} ORDER BY ${order} ${limit}`;
  const countSql = `SELECT count(*) AS total ${COUNT_FROM} WHERE ${whereSql}`;
  const [rows, total] = await Promise.all([
    db.query<JobRow>(
      `SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE j.id = ANY(ARRAY(${page})) ORDER BY ${order}`,
      params,
    ),
    longTotals.total(db, countSql, countParams),
  ]);
  return { items: rows.map((row) => jobListItem(row, viewer)), total };
}

export interface NoteRow {
  id: string;
  job_id: string;
  author_id: string | null;
  author_name?: string | null;
  content: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Writes a new draft vacancy by `author` from the create form's fields; its id as text. */
export async function insertJob(
  tx: Queryable,
  viewer: Pick<Viewer, 'id' | 'organizationId'>,
  body: v.InferOutput<typeof vacancyCreateSchema>,
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO jobs (title, reference, author_id, organization_id, description, requirements, country_code, city, address, zip_code,
                         sectors, departments, search_types, languages, experience_level, contact_language, position_count,
                         salary_min, salary_max, salary_currency, salary_confidential, success_fee_percentage, success_fee_fixed_amount,
                         revenue_split, approval_id, is_exclusive_for_headhunters, is_public, accepting_candidates, accepting_recruiters,
                         custom_terms_phase)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26,
               $27, $28, $29, $30) RETURNING id`,
    [
      body.title,
      body.reference ?? null,
      viewer.id,
      viewer.organizationId,
      body.description ?? null,
      body.requirements ?? null,
      body.countryCode ?? null,
      body.city ?? null,
      body.address ?? null,
      body.zipCode ?? null,
      body.sectors ?? [],
      body.departments ?? [],
      body.searchTypes ?? [],
      body.languages ?? [],
      body.experienceLevel ?? null,
      body.contactLanguage ?? 'en',
      body.positionCount ?? 1,
      body.salaryMin ?? null,
      body.salaryMax ?? null,
      body.salaryCurrency ?? null,
      body.salaryConfidential ?? false,
      body.successFeePercentage ?? null,
      body.successFeeFixedAmount ?? null,
      body.revenueSplit ?? null,
      body.approvalId ?? null,
      body.isExclusiveForHeadhunters ?? false,
      body.isPublic ?? true,
      body.acceptingCandidates ?? true,
      body.acceptingRecruiters ?? true,
      body.customTermsPhase ?? null,
    ],
  );
  return row!.id;
}

/** Writes the given columns of a vacancy (names from the route's fixed list, never from input). */
export async function updateJobColumns(tx: Queryable, id: number, set: [string, unknown][]): Promise<void> {
  await tx.query(`UPDATE jobs SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`, [
    id,
    ...set.map(([, value]) => value),
  ]);
}

/** Marks or unmarks a vacancy as a user's favourite. */
export async function setFavourite(tx: Queryable, userId: number, jobId: number, favourite: boolean): Promise<void> {
  if (!favourite) await tx.query('DELETE FROM job_favourites WHERE user_id = $1 AND job_id = $2', [userId, jobId]);
  else await tx.query('INSERT INTO job_favourites (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, jobId]);
}

/** Switches one of a vacancy's flags (`accepting_candidates`, `accepting_recruiters`). */
export async function setJobFlag(
  tx: Queryable,
  id: number,
  column: 'accepting_candidates' | 'accepting_recruiters',
  value: boolean,
): Promise<void> {
  await tx.query(`UPDATE jobs SET ${column} = $2 WHERE id = $1`, [id, value]);
}

/** How many of `recruiterIds` are accepted consultants on a vacancy. */
export async function countAcceptedRecruiters(tx: Queryable, jobId: number, recruiterIds: number[]): Promise<string | number> {
  const [found] = await tx.query<{ n: string }>(
    "SELECT count(*) AS n FROM job_recruiters WHERE job_id = $1 AND recruiter_id = ANY($2::bigint[]) AND status = 'accepted'",
    [jobId, recruiterIds],
  );
  return found?.n ?? 0;
}

/** Records a rating of a consultant given when a vacancy is cancelled. */
export async function insertCancelRating(
  tx: Queryable,
  jobId: number,
  recruiterId: number,
  rating: number,
  ratedBy: number,
): Promise<void> {
  await tx.query("INSERT INTO recruiter_ratings (job_id, recruiter_id, context, rating, rated_by) VALUES ($1, $2, 'cancel', $3, $4)", [
    jobId,
    recruiterId,
    rating,
    ratedBy,
  ]);
}

/** A user who may become a vacancy's author (delegation). */
export interface DelegateRow {
  id: string;
  roles: string[];
  status: string;
  organization_id: string | null;
  first_name: string;
  last_name: string;
}

/** The user a vacancy is delegated to, or undefined. */
export async function loadDelegate(tx: Queryable, userId: number): Promise<DelegateRow | undefined> {
  const [target] = await tx.query<DelegateRow>(
    'SELECT id, roles, status, organization_id, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  return target;
}

/** Hands a vacancy to another author (and organisation). */
export async function setJobAuthor(tx: Queryable, id: number, authorId: number, organizationId: string | number | null): Promise<void> {
  await tx.query('UPDATE jobs SET author_id = $2, organization_id = $3, updated_at = now() WHERE id = $1', [id, authorId, organizationId]);
}

/** Writes a vacancy's new status with the extra `SET` assignments of the action (e.g. `published_at = now()`). */
export async function updateJobStatus(q: Queryable, id: number, to: JobStatus, set?: string): Promise<void> {
  await q.query(`UPDATE jobs SET status = $2, status_changed_at = now(), updated_at = now()${set ? `, ${set}` : ''} WHERE id = $1`, [
    id,
    to,
  ]);
}

/** One page of the vacancies waiting for moderation (the list's query, its statuses already chosen), and their count. */
export async function moderationPage(db: Queryable, viewer: Viewer, body: ListQuery): Promise<{ rows: JobRow[]; total: number }> {
  const params: unknown[] = [viewer.id];
  const whereSql = `${listWhere(viewer, body, params)} AND j.premoderation`;
  const countParams = [...params];
  const order = orderBy(vacancySortKeys(body));
  const limit = pageSql(body.pageSize, body.page * body.pageSize, (value) => `$${params.push(value)}`);
  const [rows, count] = await Promise.all([
    db.query<JobRow>(`SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE ${whereSql} ORDER BY ${order} ${limit}`, params),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM jobs j WHERE ${whereSql}`, countParams),
  ]);
  return { rows, total: num(count[0]?.total ?? 0) };
}

/** The vacancy list as `viewer` sees it, for the export: `max` rows at most, a keyset page at a time. */
export function vacancyExportPages(db: Queryable, viewer: Viewer, body: ListQuery, max: number) {
  const params: unknown[] = [viewer.id];
  const where = listWhere(viewer, body, params);
  return keysetPages<JobRow>(db, {
    keys: vacancySortKeys(body),
    params,
    max,
    statement: ({ after, keyColumns, order, limit }) =>
      `SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS}, ${keyColumns} ${JOB_FROM}
        WHERE j.id = ANY(ARRAY(SELECT j.id FROM jobs j WHERE ${where} AND ${after} ORDER BY ${order} ${limit})) ORDER BY ${order}`,
  });
}

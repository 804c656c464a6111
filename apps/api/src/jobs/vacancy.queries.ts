/** The vacancy list's SQL (visibility, filters, sort, page, totals) and the rows of notes and shortlists. */
import { type vacancyListQuerySchema } from '@mandate/domain';
import type * as v from 'valibot';
import { CountCache } from '../db/countCache';
import { orderBy, type SortKey } from '../db/keyset';
import { pageSql } from '../db/paging';
import { prefixQuery } from '../db/values';
import { JOB_LIST_COLUMNS, JOB_FROM, jobListItem, VIEWER_COLUMNS, visibilitySql, type JobRow, type Queryable, type Viewer } from './common';
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

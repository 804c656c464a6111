/** The SQL of the vacancy list's companions: the public list, the statistics and the filter values. */
import { type JobStatus, type PublicVacancyListQuery } from '@mandate/domain';
import { num, prefixQuery } from '../db/values';
import { visibilitySql, type Queryable, type Viewer } from './common';
import { JOB_FROM, JOB_LIST_COLUMNS, VIEWER_COLUMNS, type JobRow } from './job.queries';
import { COUNT_FROM, listWhere, type ListQuery } from './vacancy.queries';

/** A page of active public vacancies, newest publication first, with the number of matches. */
export async function publicVacancies(
  q: Queryable,
  query: Pick<PublicVacancyListQuery, 'search' | 'countryCode'> & { page: number; pageSize: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const params: unknown[] = [0];
  const where = [`j.status = 'active'`, 'j.is_public'];
  if (query.search) {
    const words = prefixQuery([query.search]);
    if (words) {
      params.push(words);
      where.push(`j.search_vector @@ to_tsquery('simple', $${params.length})`);
    }
  }
  if (query.countryCode) {
    params.push(query.countryCode);
    where.push(`j.country_code = $${params.length}`);
  }
  const whereSql = where.join(' AND ');
  const countParams = [...params];
  params.push(query.pageSize, query.page * query.pageSize);
  const rows = await q.query<JobRow>(
    `SELECT ${JOB_LIST_COLUMNS}, ${VIEWER_COLUMNS} ${JOB_FROM} WHERE ${whereSql}
      ORDER BY j.published_at DESC NULLS LAST, j.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  const [count] = await q.query<{ total: string }>(
    `SELECT count(*) AS total FROM jobs j WHERE $1::bigint IS NOT NULL AND ${whereSql}`,
    countParams,
  );
  return { rows, total: num(count?.total ?? 0) };
}

/** Per status: the visible vacancies matching the list's filters, their positions, placements and the viewer's favourites. */
export interface StatusCountRow {
  status: JobStatus;
  n: string;
  positions: string | null;
  placements: string | null;
  favourites: string | null;
}

/** The statistics rows of the vacancies the viewer sees with the list's filters (every status when none is asked). */
export function vacancyStatusCounts(q: Queryable, viewer: Viewer, body: ListQuery, allStatuses: readonly JobStatus[]) {
  const params: unknown[] = [viewer.id];
  const whereSql = listWhere(viewer, { ...body, statuses: body.statuses.length ? body.statuses : [...allStatuses] }, params);
  return q.query<StatusCountRow>(
    `SELECT j.status, count(*) AS n, sum(j.position_count) AS positions, sum(j.placement_count) AS placements,
          count(fav.job_id) AS favourites
     FROM jobs j LEFT JOIN job_favourites fav ON fav.job_id = j.id AND fav.user_id = $1 WHERE ${whereSql} GROUP BY j.status`,
    params,
  );
}

/** A value a filter offers and how many visible vacancies have it. */
export interface FilterValueRow {
  v: string;
  n: string;
}

/** The values the vacancy filters offer among the vacancies the viewer sees (deleted drafts left out), with counts. */
export async function vacancyFilterValues(q: Queryable, viewer: Viewer) {
  const params: unknown[] = [viewer.id];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const visible = visibilitySql(viewer, p) ?? 'TRUE';
  const base = `${COUNT_FROM} WHERE $1::bigint > 0 AND ${visible} AND j.status <> 'deleted-draft'`;
  const [statuses, countries, sectors, departments, authors] = await Promise.all([
    q.query<{ v: JobStatus; n: string }>(`SELECT j.status AS v, count(*) AS n ${base} GROUP BY j.status`, params),
    q.query<FilterValueRow>(
      `SELECT j.country_code AS v, count(*) AS n ${base} AND j.country_code IS NOT NULL GROUP BY 1 ORDER BY 1 LIMIT 300`,
      params,
    ),
    q.query<FilterValueRow>(
      `SELECT s AS v, count(*) AS n ${base.replace('WHERE', ', unnest(j.sectors) s WHERE')} GROUP BY 1 ORDER BY 1 LIMIT 300`,
      params,
    ),
    q.query<FilterValueRow>(
      `SELECT d AS v, count(*) AS n ${base.replace('WHERE', ', unnest(j.departments) d WHERE')} GROUP BY 1 ORDER BY 1 LIMIT 300`,
      params,
    ),
    q.query<FilterValueRow & { name: string }>(
      `SELECT j.author_id AS v, min(u.first_name || ' ' || u.last_name) AS name, count(*) AS n
         ${base.replace('WHERE', 'JOIN users u ON u.id = j.author_id WHERE')} GROUP BY j.author_id ORDER BY 2 LIMIT 300`,
      params,
    ),
  ]);
  return { statuses, countries, sectors, departments, authors };
}

/**
 * The SQL of the user list (`POST /user/list`, the consultant picker and user pickers, 000 §7): the
 * conditions of its filters, its order and page, and the one statement that matches, counts and
 * pages a narrowing search. The route (`user.list.ts`) parses, authorises and asks the facet index.
 */
import { type consultantSearchFiltersSchema, type userListExtrasSchema } from '@mandate/domain';
import type * as v from 'valibot';
import type { Viewer } from '../auth/context';
import type { Database } from '../db/database';
import { pageSql as pageClause } from '../db/paging';
import { containsPattern, num, prefixQuery } from '../db/values';
import type { UserFacetIndex } from './facetIndex';
import { sortColumns, type SortField, TOTAL_CAP, longTotals, nullableSort, LIST_COLUMNS, type UserListRow } from './user.queries';

type ListFilters = v.InferOutput<ReturnType<typeof consultantSearchFiltersSchema>>;
type ListExtras = v.InferOutput<ReturnType<typeof userListExtrasSchema>>;

/** A user list search as the route has checked it. */
export interface UserListSearch {
  viewer: Viewer;
  admin: boolean;
  filters: ListFilters;
  extras: ListExtras;
  /** The statuses listed (non-admins: active only). */
  statuses: readonly string[];
  /** Roles left out (line managers from employer pickers, demo users outside demo mode). */
  withoutRoles: readonly string[];
  /** The country filter in upper case. */
  countries: readonly string[];
  rating: { min: number; orUnrated: boolean } | null;
  /** The candidates the facet index vouches for, when it answered (decision 0013). */
  indexed: Awaited<ReturnType<UserFacetIndex['match']>> | null;
  /** PSL only: the company whose preferred suppliers are listed (null: none); undefined without the filter. */
  pslCompanyId: number | null | undefined;
  /** Whether the search narrows the list beyond roles and status (one statement matches, counts and pages). */
  narrows: boolean;
}

/** The organisation of a user (the PSL filter's vacancy author); undefined for an unknown user. */
export async function organizationOfUser(db: Database, userId: number): Promise<{ organization_id: string | null } | undefined> {
  const [row] = await db.query<{ organization_id: string | null }>('SELECT organization_id FROM users WHERE id = $1', [userId]);
  return row;
}

/** A page of the user list and the number of matches (capped at TOTAL_CAP + 1). */
export async function queryUserList(db: Database, search: UserListSearch): Promise<{ rows: UserListRow[]; total: number }> {
  const { viewer, admin, filters, extras, statuses, withoutRoles, countries, rating, indexed, pslCompanyId, narrows } = search;
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // With candidates from the index, the conditions only check them: array and text columns are
  // written so that no GIN index can serve them (a GIN scan of every user with a sector or a
  // word costs more than all the rest, and the generic plan of the prepared statement would
  // AND such scans); the candidates come by key, or by the facet_xid and organisation indexes.
  const arrayColumn = (column: string) => (indexed ? `(${column} || '{}'::text[])` : column);
  const searchVector = indexed ? `(u.search_vector || ''::tsvector)` : 'u.search_vector';

  // The conditions the facet index answers (facetWhere, mirrored in facetQuery), and the rest.
  const facetWhere: string[] = [];
  const where: string[] = [];
  // One status as an equality, so the picker's order index serves the default sort.
  facetWhere.push(statuses.length === 1 ? `u.status = ${p(statuses[0])}` : `u.status = ANY(${p(statuses)}::text[])`);
  if (extras.roles.length) facetWhere.push(`${arrayColumn('u.roles')} && ${p(extras.roles)}::text[]`);
  if (withoutRoles.includes('line-manager')) facetWhere.push(`NOT ('line-manager' = ANY(u.roles))`);
  if (withoutRoles.includes('demo-user')) facetWhere.push('NOT u.is_demo');
  if (extras.organizationId !== null) where.push(`u.organization_id = ${p(extras.organizationId)}`);
  if (filters.fullName) where.push(`(u.first_name || ' ' || u.last_name) ILIKE ${p(containsPattern(filters.fullName))}`);
  const keywordQuery = prefixQuery(filters.keywords);
  if (keywordQuery) where.push(`${searchVector} @@ to_tsquery('simple', ${p(keywordQuery)})`);
  // Users whose organisation's name contains the search: the alternative to the name search,
  // which the facet index's text pre-filter does not cover.
  let orgMatch: string | null = null;
  if (filters.search) {
    const query = prefixQuery([filters.search]);
    // Organisation names by an index-friendly list of ids, so both sides of the OR use an index.
    orgMatch = `u.organization_id = ANY(ARRAY(SELECT id FROM organizations WHERE name ILIKE ${p(containsPattern(filters.search))}))`;
    where.push(query ? `(${searchVector} @@ to_tsquery('simple', ${p(query)}) OR ${orgMatch})` : orgMatch);
  }
  if (countries.length) {
    const list = p(countries);
    const countryCode = indexed ? `(u.country_code || '')` : 'u.country_code';
    facetWhere.push(`(${arrayColumn('u.countries')} && ${list}::text[] OR ${countryCode} = ANY(${list}::text[]))`);
  }
  if (filters.address) {
    const pattern = p(containsPattern(filters.address));
    where.push(`(u.city ILIKE ${pattern} OR u.address ILIKE ${pattern} OR u.zip_code ILIKE ${pattern})`);
  }
  if (filters.sectors.length) facetWhere.push(`${arrayColumn('u.sectors')} && ${p(filters.sectors)}::text[]`);
  if (filters.departments.length) facetWhere.push(`${arrayColumn('u.departments')} && ${p(filters.departments)}::text[]`);
  if (filters.searchTypes.length) facetWhere.push(`${arrayColumn('u.search_types')} && ${p(filters.searchTypes)}::text[]`);
  if (rating) {
    const rated = `u.rating >= ${p(rating.min)}`;
    facetWhere.push(rating.orUnrated ? `(${rated} OR u.rating < 0)` : rated);
  }
  if (filters.minInterviewRatio > 0) facetWhere.push(`u.interview_ratio >= ${p(filters.minInterviewRatio)}`);
  if (filters.minSatisfaction > 0) facetWhere.push(`u.customer_satisfaction >= ${p(filters.minSatisfaction)}`);
  if (admin && filters.lastLoginFrom) where.push(`u.last_login_at >= ${p(filters.lastLoginFrom)}::date`);

  // PSL only: consultants on the preferred-supplier list of the vacancy author's company (000 §7).
  if (pslCompanyId !== undefined) {
    where.push(
      pslCompanyId === null
        ? 'FALSE'
        : `EXISTS (SELECT 1 FROM preferred_suppliers ps WHERE ps.status = 'active' AND ps.company_organization_id = ${p(pslCompanyId)}
               AND (ps.recruiter_id = u.id OR ps.agency_organization_id = u.organization_id))`,
    );
  }
  if (extras.excludeCompanyBlacklist !== null) {
    where.push(`NOT EXISTS (SELECT 1 FROM blacklists b WHERE b.company_organization_id = ${p(extras.excludeCompanyBlacklist)}
        AND (b.recruiter_id = u.id OR b.agency_organization_id = u.organization_id))`);
  }

  // History filters: one placement or application of the consultant meets all of them.
  const history: string[] = [];
  if (filters.historyMinSalary !== null) history.push(`h.salary >= ${p(filters.historyMinSalary)}`);
  if (filters.historyMaxSalary !== null) history.push(`h.salary <= ${p(filters.historyMaxSalary)}`);
  if (filters.historyCountries.length)
    history.push(`h.country_code = ANY(${p(filters.historyCountries.map((c) => c.toUpperCase()))}::text[])`);
  if (filters.historyAddress) history.push(`h.address ILIKE ${p(containsPattern(filters.historyAddress))}`);
  if (filters.historyApplicationStatuses.length)
    history.push(`h.application_status = ANY(${p(filters.historyApplicationStatuses)}::text[])`);
  if (filters.historyExperienceLevels.length) history.push(`h.experience_level = ANY(${p(filters.historyExperienceLevels)}::text[])`);
  if (filters.historySectors.length) history.push(`h.sector = ANY(${p(filters.historySectors)}::text[])`);
  if (filters.historyDepartments.length) history.push(`h.department = ANY(${p(filters.historyDepartments)}::text[])`);
  if (filters.historySearchTypes.length) history.push(`h.search_type = ANY(${p(filters.historySearchTypes)}::text[])`);
  if (history.length) where.push(`EXISTS (SELECT 1 FROM user_history h WHERE h.user_id = u.id AND ${history.join(' AND ')})`);

  // Order: `sort` as given; else `sortBy`/`sortOrder`; else subscription descending, then name (000 §7).
  const sort: { field: SortField; order: 'ASC' | 'DESC' }[] = extras.sort?.length
    ? extras.sort
    : extras.sortBy
      ? [{ field: extras.sortBy, order: filters.sortOrder }]
      : [
          { field: 'subscription', order: 'DESC' },
          { field: 'name', order: 'ASC' },
        ];
  const sortKeys = sort.flatMap(({ field, order }) =>
    sortColumns[field].map((column) => ({ column, direction: `${order}${nullableSort.has(field) ? ' NULLS LAST' : ''}` })),
  );
  const orderBy = [...sortKeys.map((k) => `${k.column} ${k.direction}`), 'u.id ASC'].join(', ');

  let from = 'FROM users u LEFT JOIN organizations o ON o.id = u.organization_id';
  // The candidates, first and materialised: every plan, the prepared statement's generic one
  // too, starts from them (a generic plan once started from the history's salary index instead).
  let candidates = '';
  if (indexed) {
    // The index vouches for the facets of the users it read, unless they changed since.
    const horizon = p(indexed.horizon);
    const unvouched = [`u.facet_xid >= ${horizon}::xid8`, ...(orgMatch ? [orgMatch] : [])].join(' OR ');
    candidates = `candidates AS MATERIALIZED (SELECT u.id FROM users u
        WHERE (u.id = ANY(${p(indexed.ids)}::bigint[]) AND u.facet_xid < ${horizon}::xid8) OR ((${unvouched}) AND ${facetWhere.join(' AND ')}))`;
    from = `FROM candidates JOIN users u ON u.id = candidates.id LEFT JOIN organizations o ON o.id = u.organization_id`;
  } else {
    where.unshift(...facetWhere);
  }
  // With candidates from the index, the facet conditions are theirs and nothing else may be left.
  const whereSql = where.length ? where.join(' AND ') : 'TRUE';
  const filterParams = [...params];
  const pslSelect =
    viewer.organizationId === null
      ? ''
      : `, EXISTS (SELECT 1 FROM preferred_suppliers ps2 WHERE ps2.status = 'active' AND ps2.company_organization_id = ${p(viewer.organizationId)}
             AND (ps2.recruiter_id = u.id OR ps2.agency_organization_id = u.organization_id)) AS is_preferred_supplier`;
  const paging = pageClause(filters.pageSize, filters.page * filters.pageSize, p);
  const pageSql = `${candidates ? `WITH ${candidates} ` : ''}SELECT ${LIST_COLUMNS}${pslSelect} ${from} WHERE ${whereSql} ORDER BY ${orderBy} ${paging}`;
  // Counting stops after TOTAL_CAP + 1 matches: an exact count of 80,000 active consultants cost
  // ~70 ms per request on PostgreSQL (a scan of the table), more than all the rest of the search.
  const countSql = `SELECT count(*) AS total FROM (SELECT 1 ${from} WHERE ${whereSql} LIMIT ${TOTAL_CAP + 1}) s`;

  let rows: UserListRow[];
  let total: number;
  if (narrows) {
    // A narrowing search matches few users, found by index scans that cost most of the request:
    // match once, then count and page among the matches in the same statement (one query
    // instead of two; half the database time). When more than TOTAL_CAP match, the page comes
    // from the ordered query below, which the picker's order index answers without a sort.
    const matchedKeys = sortKeys.map((k, i) => `${k.column} AS s${i}`).join(', ');
    const pageOrder = [...sortKeys.map((k, i) => `m.s${i} ${k.direction}`), 'm.id ASC'].join(', ');
    const combined = await db.query<UserListRow & { matched: string; page_order: string | null }>(
      `WITH ${candidates ? `${candidates}, ` : ''}m AS MATERIALIZED (SELECT u.id${matchedKeys ? `, ${matchedKeys}` : ''} ${from} WHERE ${whereSql} LIMIT ${TOTAL_CAP + 1}),
              c AS (SELECT count(*) AS matched FROM m),
              pg AS (SELECT m.id, row_number() OVER (ORDER BY ${pageOrder}) AS page_order FROM m
                      WHERE (SELECT matched FROM c) <= ${TOTAL_CAP} ORDER BY ${pageOrder} ${paging})
         SELECT c.matched, x.* FROM c LEFT JOIN LATERAL (
           SELECT ${LIST_COLUMNS}${pslSelect}, pg.page_order FROM users u LEFT JOIN organizations o ON o.id = u.organization_id JOIN pg ON pg.id = u.id
         ) x ON TRUE ORDER BY x.page_order`,
      params,
      // Every plan starts from the materialised candidates: planning it each time (1.5 ms, which
      // PostgreSQL would do, misjudging the generic plan) cost more than running it.
      indexed ? { plan: 'generic' } : {},
    );
    total = num(combined[0]?.matched ?? 0);
    rows = total > TOTAL_CAP ? await db.query<UserListRow>(pageSql, params) : combined.filter((row) => row.id !== null);
  } else {
    // The plain list's capped count reads up to 10,001 rows: a long total is reused for 5 s.
    const [pageRows, count] = await Promise.all([db.query<UserListRow>(pageSql, params), longTotals.total(db, countSql, filterParams)]);
    rows = pageRows;
    total = count;
  }
  return { rows, total };
}

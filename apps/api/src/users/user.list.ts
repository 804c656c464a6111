/** The user list (the consultant picker and user pickers, 000 §7): the facet index or the database, filters, sort, page. */
import { userListExtrasSchema, consultantSearchFiltersSchema, hasRole, isAdmin } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { pageSql as pageClause } from '../db/paging';
import { type UserFacetIndex, type FacetQuery } from './facetIndex';
import { denied, fieldError, parseAll } from '../http/route';
import { containsPattern, num, numOrNull, prefixQuery, prefixWords } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';
import {
  sortColumns,
  type SortField,
  FACET_INDEX_LIMIT,
  TOTAL_CAP,
  longTotals,
  nullableSort,
  LIST_COLUMNS,
  type UserListRow,
} from './user.queries';
import { listEntry } from './user.view';

/**
 * The list call's schemas for admins and for everyone else, built once (building the valibot schema
 * tree for every search tripled the time its validation takes: 0.03 ms against 0.01).
 */
export const listSchemas = {
  admin: [consultantSearchFiltersSchema({ isAdmin: true }), userListExtrasSchema(true)],
  other: [consultantSearchFiltersSchema({ isAdmin: false }), userListExtrasSchema(false)],
} as const;

type ListFilters = v.InferOutput<(typeof listSchemas)['admin'][0]>;
type ListExtras = v.InferOutput<(typeof listSchemas)['admin'][1]>;

/**
 * Whether a list call narrows the users down beyond roles and status (text, fields of activity,
 * minimums, history, PSL…): such searches usually match few users, and are answered by one
 * statement that matches once, counts and pages (see the list route).
 */
export function narrowsTheList(filters: ListFilters, extras: ListExtras): boolean {
  return Boolean(
    filters.fullName ||
    filters.keywords.length ||
    filters.search ||
    filters.countries.length ||
    filters.address ||
    filters.sectors.length ||
    filters.departments.length ||
    filters.searchTypes.length ||
    filters.minRating > 0 ||
    filters.minInterviewRatio > 0 ||
    filters.minSatisfaction > 0 ||
    filters.lastLoginFrom ||
    filters.pslOnly ||
    filters.historyMinSalary !== null ||
    filters.historyMaxSalary !== null ||
    filters.historyCountries.length ||
    filters.historyAddress ||
    filters.historyApplicationStatuses.length ||
    filters.historyExperienceLevels.length ||
    filters.historySectors.length ||
    filters.historyDepartments.length ||
    filters.historySearchTypes.length ||
    extras.organizationId !== null ||
    extras.userPsl !== null,
  );
}

/** The answer of `POST /user/list` for the request's viewer and body. */
export async function listUsers(db: Database, facetIndex: UserFacetIndex | null, request: FastifyRequest) {
  const viewer = requireUser(request);
  const admin = isAdmin(viewer);
  const input = request.body ?? {};
  const [filters, extras] = parseAll(request, input, ...listSchemas[admin ? 'admin' : 'other']);

  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Non-admins see active users only; admins may ask for any statuses.
  const statuses = admin ? [...new Set(filters.statuses)] : ['active'];
  const withoutRoles: string[] = [];
  // Employer pickers leave line managers out (001 §6).
  if (extras.roles.includes('employer') && !extras.roles.includes('line-manager')) withoutRoles.push('line-manager');
  // Demo users appear in pickers only for a viewer in demo mode (001 §6).
  if (!hasRole(viewer, 'demo-user') && !(admin && extras.includeDemo === true)) withoutRoles.push('demo-user');
  const countries = filters.countries.map((c) => c.toUpperCase());
  const rating =
    filters.minRating > 0 || !filters.includeWithoutRating ? { min: filters.minRating, orUnrated: filters.includeWithoutRating } : null;

  // A search narrowed by facets or words takes its candidates from the in-memory index (decision
  // 0013): the users meeting the facets whose text has the words as prefixes. The database reads
  // those by key instead of ANDing index scans that each match a third of the users, and checks
  // in full the users the index cannot vouch for: those changed since it last read the table, and
  // those found by their organisation's name. Every other condition applies to all as before.
  const facetQuery: FacetQuery = {
    statuses,
    roles: extras.roles,
    withoutRoles,
    countries,
    sectors: filters.sectors,
    departments: filters.departments,
    searchTypes: filters.searchTypes,
    rating,
    minInterviewRatio: filters.minInterviewRatio > 0 ? filters.minInterviewRatio : null,
    minSatisfaction: filters.minSatisfaction > 0 ? filters.minSatisfaction : null,
    prefixes: [...prefixWords(filters.search ? [filters.search] : []), ...prefixWords(filters.keywords)],
  };
  const narrowed =
    countries.length ||
    filters.sectors.length ||
    filters.departments.length ||
    filters.searchTypes.length ||
    filters.minRating > 0 ||
    facetQuery.minInterviewRatio !== null ||
    facetQuery.minSatisfaction !== null ||
    facetQuery.prefixes.length;
  const indexed = narrowed && facetIndex ? await facetIndex.match(facetQuery, FACET_INDEX_LIMIT) : null;
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
  if (filters.pslOnly || extras.userPsl !== null) {
    let companyId: number | null = viewer.organizationId;
    if (extras.userPsl !== null) {
      const [author] = await db.query<{ organization_id: string | null }>('SELECT organization_id FROM users WHERE id = $1', [
        extras.userPsl,
      ]);
      if (!author) throw fieldError(request, 'userPsl', 'unknown-user');
      companyId = numOrNull(author.organization_id);
      if (!admin && extras.userPsl !== viewer.id && (companyId === null || !ownOrganizationIds(viewer).includes(companyId))) {
        throw denied(request);
      }
    }
    where.push(
      companyId === null
        ? 'FALSE'
        : `EXISTS (SELECT 1 FROM preferred_suppliers ps WHERE ps.status = 'active' AND ps.company_organization_id = ${p(companyId)}
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
  if (narrowsTheList(filters, extras)) {
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
  return {
    result: {
      items: rows.map((row) => listEntry(row, { withInvitations: extras.withInvitations, admin })),
      total: Math.min(total, TOTAL_CAP),
      /** True when more users match than `total` says (the count stops at TOTAL_CAP). */
      totalCapped: total > TOTAL_CAP,
    },
  };
}

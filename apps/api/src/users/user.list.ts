/** The user list (the consultant picker and user pickers, 000 §7): the facet index or the database, filters, sort, page. */
import { userListExtrasSchema, consultantSearchFiltersSchema, hasRole, isAdmin } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { type UserFacetIndex, type FacetQuery } from './facetIndex';
import { denied, fieldError, parseAll } from '../http/route';
import { numOrNull, prefixWords } from '../db/values';
import { ownOrganizationIds } from '../auth/viewer';
import { FACET_INDEX_LIMIT, TOTAL_CAP } from './user.queries';
import { organizationOfUser, queryUserList } from './user.list.queries';
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

  // PSL only: consultants on the preferred-supplier list of the vacancy author's company (000 §7).
  let pslCompanyId: number | null | undefined;
  if (filters.pslOnly || extras.userPsl !== null) {
    pslCompanyId = viewer.organizationId;
    if (extras.userPsl !== null) {
      const author = await organizationOfUser(db, extras.userPsl);
      if (!author) throw fieldError(request, 'userPsl', 'unknown-user');
      pslCompanyId = numOrNull(author.organization_id);
      if (!admin && extras.userPsl !== viewer.id && (pslCompanyId === null || !ownOrganizationIds(viewer).includes(pslCompanyId))) {
        throw denied(request);
      }
    }
  }
  const { rows, total } = await queryUserList(db, {
    viewer,
    admin,
    filters,
    extras,
    statuses,
    withoutRoles,
    countries,
    rating,
    indexed,
    pslCompanyId,
    narrows: narrowsTheList(filters, extras),
  });
  return {
    result: {
      items: rows.map((row) => listEntry(row, { withInvitations: extras.withInvitations, admin })),
      total: Math.min(total, TOTAL_CAP),
      /** True when more users match than `total` says (the count stops at TOTAL_CAP). */
      totalCapped: total > TOTAL_CAP,
    },
  };
}

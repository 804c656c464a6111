/**
 * The consultant search filters of the picker (000 §3, §5, §9), with their bounds and defaults.
 */
import * as v from 'valibot';
import { sortOrders, userStatuses } from '../statuses';
import { boundedNumber, localDate, option, paging, safeString } from './fields';
import type { SchemaContext } from './fields';

/** Page size of the consultant list (000 §9). */
export const CONSULTANT_PAGE_SIZE = 10;
/** Debounce of filter changes before the page resets to 0, in ms (000 §9). */
export const CONSULTANT_FILTER_DEBOUNCE_MS = 600;

/** Defaults of the consultant filters (000 §9). */
export const consultantFilterDefaults = {
  statuses: ['active'],
  pslOnly: false,
  includeWithoutRating: true,
  minRating: 0,
  minInterviewRatio: 0,
  minSatisfaction: 0,
  sortBy: 'firstName',
  sortOrder: 'ASC',
  page: 0,
  pageSize: CONSULTANT_PAGE_SIZE,
} as const;

const text = () => v.optional(v.nullable(v.pipe(safeString('domain.error.type'), v.trim())), null);
const codes = () => v.optional(v.array(safeString('domain.error.type'), 'domain.error.type'), []);
const optionalNumber = (schema: ReturnType<typeof boundedNumber>, fallback: number) => v.optional(schema, fallback);
const salary = () => v.optional(v.nullable(boundedNumber(0, Number.MAX_SAFE_INTEGER)), null);

/**
 * Consultant search filters (000 §3): rating 0–5 in steps of 0.1; interview ratio and satisfaction
 * 0–100 in steps of 1; minimum history salary at least 0 and not above the maximum; `lastLoginFrom`
 * for admins only. Missing values take {@link consultantFilterDefaults}.
 */
export const consultantSearchFiltersSchema = (context: SchemaContext = {}) =>
  v.pipe(
    v.object(
      {
        statuses: v.optional(v.array(option(userStatuses), 'domain.error.type'), [...consultantFilterDefaults.statuses]),
        fullName: text(),
        search: text(),
        keywords: codes(),
        countries: codes(),
        address: text(),
        pslOnly: v.optional(v.boolean('domain.error.type'), consultantFilterDefaults.pslOnly),
        sectors: codes(),
        departments: codes(),
        searchTypes: codes(),
        minRating: optionalNumber(boundedNumber(0, 5, 0.1), consultantFilterDefaults.minRating),
        includeWithoutRating: v.optional(v.boolean('domain.error.type'), consultantFilterDefaults.includeWithoutRating),
        minInterviewRatio: optionalNumber(boundedNumber(0, 100, 1), consultantFilterDefaults.minInterviewRatio),
        minSatisfaction: optionalNumber(boundedNumber(0, 100, 1), consultantFilterDefaults.minSatisfaction),
        sortBy: v.optional(v.pipe(safeString('domain.error.type'), v.nonEmpty('domain.error.required')), consultantFilterDefaults.sortBy),
        sortOrder: v.optional(option(sortOrders), consultantFilterDefaults.sortOrder),
        lastLoginFrom: context.isAdmin
          ? v.optional(v.nullable(localDate()), null)
          : v.optional(v.pipe(v.null('domain.error.admin-only')), null),
        historyMinSalary: salary(),
        historyMaxSalary: salary(),
        historyCountries: codes(),
        historyAddress: text(),
        historyApplicationStatuses: codes(),
        historyExperienceLevels: codes(),
        historySectors: codes(),
        historyDepartments: codes(),
        historySearchTypes: codes(),
        ...paging(CONSULTANT_PAGE_SIZE),
      },
      'domain.error.required',
    ),
    v.forward(
      v.partialCheck(
        [['historyMinSalary'], ['historyMaxSalary']],
        (f) => f.historyMinSalary == null || f.historyMaxSalary == null || f.historyMinSalary <= f.historyMaxSalary,
        'domain.error.range-order',
      ),
      ['historyMaxSalary'],
    ),
  );

import { companySearchJobStatuses, jobStatuses, vacancySortFields, type Id, type JobStatus, type VacancyListQuery } from '@mandate/domain';
import type { VacancyFilterValues, VacancySort, VacancySortField } from '@mandate/ui';

/**
 * The vacancy list's state as it lives in the address (DESIGN "Lists": filters, sort and page in
 * the URL, so back, reload and a shared link restore them): parsed leniently (an unknown value is
 * the default) and written with the defaults left out.
 */

/** The status tabs: every status, the company-search statuses (001 §9: active, expired, on hold), or one status. */
export const listedStatuses = ['draft', 'active', 'on-hold', 'expired', 'closed', 'cancelled'] as const satisfies readonly JobStatus[];
export type ListedStatus = (typeof listedStatuses)[number];
export type StatusTab = 'all' | 'company-search' | ListedStatus;
export const statusTabs: readonly StatusTab[] = ['all', 'company-search', ...listedStatuses];

export interface ListState extends VacancyFilterValues, VacancySort {
  tab: StatusTab;
  /** 0-based. */
  page: number;
  pageSize: number;
}

/**
 * The page sizes the list offers: ui's `pageSizes.tableOptions`, passed in by the screen (this
 * module stays free of the design system's styles, so plain tests read it); the first is the default.
 */
export type PageSizeOptions = readonly [number, ...number[]];

/** The state without any filter, on the first page of the default size. */
export const defaultListState: ListState = {
  tab: 'all',
  search: '',
  countryCode: null,
  sectors: [],
  departments: [],
  authorId: null,
  favouritesOnly: false,
  sortBy: 'creationDate',
  sortOrder: 'DESC',
  page: 0,
  pageSize: 10,
};

const defaultsFor = (sizes: PageSizeOptions): ListState => ({ ...defaultListState, pageSize: sizes[0] });

const code = /^[a-z0-9][a-z0-9-]{0,63}$/i;
const positive = (text: string | null) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

export function parseListState(params: URLSearchParams, sizes: PageSizeOptions): ListState {
  const defaults = defaultsFor(sizes);
  const tab = params.get('tab');
  const sort = params.get('sort');
  const size = positive(params.get('size'));
  const page = positive(params.get('page'));
  const author = positive(params.get('author'));
  const country = params.get('country');
  return {
    tab: (statusTabs as readonly (string | null)[]).includes(tab) ? (tab as StatusTab) : 'all',
    search: (params.get('q') ?? '').trim().slice(0, 200),
    countryCode: country && /^[a-z]{2}$/i.test(country) ? country.toUpperCase() : null,
    sectors: params.getAll('sector').filter((s) => code.test(s)),
    departments: params.getAll('department').filter((s) => code.test(s)),
    authorId: author && author > 0 ? (author as Id) : null,
    favouritesOnly: params.get('fav') === '1',
    sortBy: (vacancySortFields as readonly (string | null)[]).includes(sort) ? (sort as VacancySortField) : defaults.sortBy,
    sortOrder: params.get('order') === 'asc' ? 'ASC' : params.get('order') === 'desc' ? 'DESC' : defaults.sortOrder,
    page: page && page > 1 ? page - 1 : 0,
    pageSize: size && sizes.includes(size) ? size : defaults.pageSize,
  };
}

/** The address's query of a state: only what differs from the defaults; the page is 1-based for people. */
export function writeListState(state: ListState, sizes: PageSizeOptions): URLSearchParams {
  const defaults = defaultsFor(sizes);
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.countryCode) params.set('country', state.countryCode);
  for (const sector of state.sectors) params.append('sector', sector);
  for (const department of state.departments) params.append('department', department);
  if (state.authorId !== null) params.set('author', String(state.authorId));
  if (state.favouritesOnly) params.set('fav', '1');
  if (state.sortBy !== defaults.sortBy || state.sortOrder !== defaults.sortOrder) {
    params.set('sort', state.sortBy);
    params.set('order', state.sortOrder.toLowerCase());
  }
  if (state.page > 0) params.set('page', String(state.page + 1));
  if (state.pageSize !== defaults.pageSize) params.set('size', String(state.pageSize));
  return params;
}

/** The statuses a tab lists (none: every status but deleted drafts). */
export function statusesOf(tab: StatusTab): JobStatus[] {
  if (tab === 'all') return [];
  if (tab === 'company-search') return [...companySearchJobStatuses];
  return [tab];
}

/** The filters of `POST /job/list`, `/job/statistics` and `/job/export` without status, sort and page. */
export function filtersQuery(state: ListState): Partial<VacancyListQuery> {
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.countryCode ? { countryCode: state.countryCode } : {}),
    ...(state.sectors.length ? { sectors: [...state.sectors] } : {}),
    ...(state.departments.length ? { departments: [...state.departments] } : {}),
    ...(state.authorId !== null ? { authorId: state.authorId } : {}),
    ...(state.favouritesOnly ? { favouritesOnly: true } : {}),
  };
}

/** `POST /job/list` of a state. */
export function listQuery(state: ListState): Partial<VacancyListQuery> {
  const statuses = statusesOf(state.tab);
  return {
    ...filtersQuery(state),
    ...(statuses.length ? { statuses } : {}),
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** The count a tab shows, from `POST /job/statistics` (over every status, with the filters). */
export function tabCount(tab: StatusTab, statistics: { total: number; byStatus: Record<JobStatus, number> }): number {
  if (tab === 'all') return statistics.total;
  return statusesOf(tab).reduce((sum, status) => sum + (statistics.byStatus[status] ?? 0), 0);
}

/** Every status is a known one (the statistics' map has all). */
export const isJobStatus = (value: string): value is JobStatus => (jobStatuses as readonly string[]).includes(value);

import {
  exportVacancies,
  exportVacanciesForMonitoring,
  getVacancyFilters,
  getVacancyStatistics,
  listVacancies,
  toggleFavoriteVacancy,
  type VacancyListItem,
} from '@mandate/api-client';
import type { Id, VacancyListQuery } from '@mandate/domain';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { atomWithQuery } from 'jotai-tanstack-query';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { selectOptionsAtom } from '../../data/reference.atoms';
import { apiAtom } from '../../session/tokens';
import { messages } from './VacancyList.messages';

/**
 * The vacancy list's data (docs/adding-a-screen.md): a page, the statistics and the filter values,
 * each a query keyed by the list's query as canonical JSON (the address is the state: the screen
 * parses it and asks for the atoms of that query). A failed load is shown by the screen itself.
 */

type ListQuery = Partial<VacancyListQuery>;
const shownInline = { skipErrorHandler: [400, 403, 404, 422] } as const;

/** Canonical JSON of a query: the same filters in any order are one key. */
export function queryKeyOf(query: ListQuery): string {
  return JSON.stringify(Object.fromEntries(Object.entries(query).sort(([a], [b]) => a.localeCompare(b))));
}

/** `POST /job/list` of one query (its canonical JSON). */
const listQuery = queryFamily('vacancyList', (key: string, api) => ({
  queryKey: queryKeys.vacancyList(key),
  queryFn: ({ signal }) => listVacancies(api, JSON.parse(key) as ListQuery, { ...shownInline, signal }),
}));

/** `POST /job/statistics` with the list's filters. */
const statisticsQuery = queryFamily('vacancyListStatistics', (key: string, api) => ({
  queryKey: queryKeys.vacancyListStatistics(key),
  queryFn: ({ signal }) => getVacancyStatistics(api, JSON.parse(key) as ListQuery, { ...shownInline, signal }),
}));

/** `POST /job/filters-list`: the values the filters offer among the visible vacancies; a failed load offers none (001 §8). */
const filtersQuery = atomWithQuery((get) => ({
  queryKey: queryKeys.vacancyListFilters,
  queryFn: ({ signal }) => getVacancyFilters(get(apiAtom), { skipErrorHandler: true, signal }),
}));
filtersQuery.debugLabel = 'vacancyListFilters';

/** One page of the list, the state of loading it, and a retry. */
export const vacancyPageAtom = atomFamily((key: string) => {
  const page = atom((get) => {
    const query = get(listQuery(key));
    return {
      items: query.data?.items ?? null,
      total: query.data?.total ?? null,
      isPending: query.isPending,
      isFetching: query.isFetching,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  page.debugLabel = `vacancyListPage:${key}`;
  return page;
});

/** The statistics of the filters (tab counts and key figures); `null` while loading or when they failed. */
export const vacancyStatisticsAtom = atomFamily((key: string) => {
  const statistics = atom((get) => get(statisticsQuery(key)).data ?? null);
  statistics.debugLabel = `vacancyListStatistics:${key}`;
  return statistics;
});

/** A filter option with the label of its reference list (the code while the list loads). */
export interface LabelledOption {
  code: string;
  label: string;
  count: number;
}

function labelled(values: readonly { code: string; count: number }[], options: readonly { id: string; label: string }[]): LabelledOption[] {
  const labels = new Map(options.map((o) => [o.id.toLowerCase(), o.label]));
  return values
    .map((v) => ({ code: v.code, label: labels.get(v.code.toLowerCase()) ?? v.code, count: v.count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** What the filters offer, labelled in the app's language. */
export const vacancyFilterOptionsAtom = atom((get) => {
  const query = get(filtersQuery);
  const data = query.data;
  // The reference lists are read before the filters have answered, so that their requests start
  // together with `POST /job/filters-list`, not after it.
  const countries = get(selectOptionsAtom('countries')).options;
  const sectors = get(selectOptionsAtom('sectors')).options;
  const departments = get(selectOptionsAtom('departments')).options;
  return {
    isLoading: query.isPending,
    countries: data ? labelled(data.countries, countries) : [],
    sectors: data ? labelled(data.sectors, sectors) : [],
    departments: data ? labelled(data.departments, departments) : [],
    authors: data ? data.authors.map((a) => ({ code: String(a.id), label: a.name, count: a.count })) : [],
  };
});
vacancyFilterOptionsAtom.debugLabel = 'vacancyFilterOptions';

/** `PUT /job/{id}/toggle-favorite`: the list, its counts and the vacancy refetch. */
export const toggleFavoriteAtom = actionAtom({
  debugLabel: 'toggleFavorite',
  run: (api, { id }: { id: Id; title: string; isFavorite: boolean }, options) => toggleFavoriteVacancy(api, id, options),
  invalidates: ({ id }) => [queryKeys.vacancyListAll, queryKeys.vacancy(id)],
  notice: ({ title }, result) => ({ message: result.isFavorite ? messages.favoriteAdded : messages.favoriteRemoved, values: { title } }),
});

/** Refusals of an export the page shows itself, in its own bar (the global handler would show a second one). */
const exportRefusals = { skipErrorHandler: [400, 403, 404, 409, 422, 429] } as const;

/** `POST /job/export` with the list's filters, sort and statuses (no page: every row): the xlsx to save. */
export const exportVacanciesAtom = atom(null, (get, _set, query: ListQuery) => exportVacancies(get(apiAtom), query, exportRefusals));
exportVacanciesAtom.debugLabel = 'exportVacancies';

/** `POST /job/export/monitoring`: every vacancy for monitoring, with the filters. */
export const exportMonitoringAtom = atom(null, (get, _set, query: ListQuery) =>
  exportVacanciesForMonitoring(get(apiAtom), query, exportRefusals),
);
exportMonitoringAtom.debugLabel = 'exportMonitoring';

export type { VacancyListItem };

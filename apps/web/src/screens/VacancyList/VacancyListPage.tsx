import { isApiError } from '@mandate/api-client';
import { jobRecruiterStatuses, jobStatusMessageId, type Id, type VacancyListQuery } from '@mandate/domain';
import {
  Button,
  EmptyState,
  InlineAlert,
  PageHeader,
  Pagination,
  ProgressBar,
  Skeleton,
  Stack,
  Tabs,
  VacancyFilters,
  VacancyStatistics,
  VacancyTable,
  emptyVacancyFilters,
  formatDomainText,
  isFormRefusal,
  pageSizes,
  useAfterFirstPaint,
  useNotify,
  type VacancyFilterValues,
} from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../routes/paths';
import { page as pageStyle } from '../page.css';
import {
  filtersQuery,
  listedStatuses,
  listQuery,
  parseListState,
  tabCount,
  writeListState,
  type ListState,
  type PageSizeOptions,
  type StatusTab,
} from './listState';
import { formatMonitoringTitle, monitoringMessages } from './Monitoring.messages';
import { formatTabLabel, formatTitleCount, messages } from './VacancyList.messages';
import {
  exportMonitoringAtom,
  exportVacanciesAtom,
  queryKeyOf,
  toggleFavoriteAtom,
  vacancyFilterOptionsAtom,
  vacancyPageAtom,
  vacancyStatisticsAtom,
  type VacancyListItem,
} from './vacancyList.atoms';

const sizes = pageSizes.tableOptions as unknown as PageSizeOptions;

/** Whose list it is: the empty list says why in their terms. */
export type ListViewer = 'employer' | 'consultant' | 'admin';

export interface VacancyListPageProps {
  /** `list`: the viewer's vacancies; `monitoring`: every vacancy with the monitoring columns and export. */
  mode: 'list' | 'monitoring';
  viewer: ListViewer;
  /** The viewer may download the list as a spreadsheet. */
  canExport: boolean;
  /** The viewer may create vacancies: "New vacancy" is the list's primary action. @default false */
  canCreate?: boolean;
}

/** The scope of a viewer's list: a consultant's is the vacancies they have a relation with (invited, requested, working on…). */
function scopeOf(viewer: ListViewer, monitoring: boolean): Partial<VacancyListQuery> {
  return viewer === 'consultant' && !monitoring ? { recruiterStatuses: [...jobRecruiterStatuses] } : {};
}

/** The queries of the list's first render at this address (the route's prefetch, decision 0035). */
export function vacancyListFirstAtoms(params: URLSearchParams, viewer: ListViewer, monitoring: boolean) {
  const state = parseListState(params, sizes);
  const scope = scopeOf(viewer, monitoring);
  return [
    vacancyPageAtom(queryKeyOf({ ...listQuery(state), ...scope })),
    vacancyStatisticsAtom(queryKeyOf({ ...filtersQuery(state), ...scope })),
    vacancyFilterOptionsAtom,
  ];
}

/** Saves a downloaded file under its name. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

function tabLabel(intl: IntlShape, tab: StatusTab): string {
  if (tab === 'all') return intl.formatMessage(messages.tabAll);
  if (tab === 'company-search') return intl.formatMessage(messages.tabCompanySearch);
  return formatDomainText(intl, jobStatusMessageId(tab));
}

const hasFilters = (state: ListState) =>
  state.search !== '' ||
  state.countryCode !== null ||
  state.sectors.length > 0 ||
  state.departments.length > 0 ||
  state.authorId !== null ||
  state.favouritesOnly;

/**
 * The vacancy list and the monitoring page (one screen, two modes): the count in the heading, the
 * key figures, search and filters, status tabs with counts, the sortable table with favourites and
 * paging; every filter, the tab, the sort and the page live in the address, so back and reload
 * restore them. Data through `vacancyList.atoms.ts`.
 */
export function VacancyListPage({ mode, viewer, canExport, canCreate = false }: VacancyListPageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, sizes), [params]);
  const monitoring = mode === 'monitoring';
  const scope = useMemo(() => scopeOf(viewer, monitoring), [viewer, monitoring]);
  const query = { ...listQuery(state), ...scope };
  const page = useAtomValue(vacancyPageAtom(queryKeyOf(query)));
  const statistics = useAtomValue(vacancyStatisticsAtom(queryKeyOf({ ...filtersQuery(state), ...scope })));
  const filterOptions = useAtomValue(vacancyFilterOptionsAtom);
  // The frame (heading with the count, key figures) paints first; the filters, the tabs and the
  // table follow in the next render (decision 0046).
  const bodyShown = useAfterFirstPaint();
  const toggleFavorite = useSetAtom(toggleFavoriteAtom);
  const runExport = useSetAtom(monitoring ? exportMonitoringAtom : exportVacanciesAtom);
  const [pending, setPending] = useState<readonly Id[]>([]);
  const [exporting, setExporting] = useState(false);

  // A refetch (another page, filter or sort) keeps the rows shown so far, under the table's loader row.
  const shown = useRef<{ items: readonly VacancyListItem[]; total: number } | null>(null);
  if (page.items && page.total !== null) shown.current = { items: page.items, total: page.total };
  const rows = page.items ?? (page.error ? [] : (shown.current?.items ?? []));
  const total = page.total ?? (page.error ? null : (shown.current?.total ?? null));
  const isLoading = page.isFetching || page.isPending;
  const rowsNow = useRef(rows);
  rowsNow.current = rows;

  const go = useCallback((next: ListState) => setParams(writeListState(next, sizes), { preventScrollReset: true }), [setParams]);
  const onFilters = useCallback((filters: VacancyFilterValues) => go({ ...state, ...filters, page: 0 }), [go, state]);
  const href = useCallback((id: Id) => paths.vacancy(id), []);

  const onToggleFavorite = useCallback(
    (id: Id) => {
      const row = rowsNow.current.find((r) => r.id === id);
      if (!row) return;
      setPending((ids) => [...ids, id]);
      toggleFavorite({ id, title: row.title, isFavorite: row.isFavorite })
        .catch((error: unknown) => {
          notify.error((isFormRefusal(error) && error.formMessage) || intl.formatMessage(messages.failed));
        })
        .finally(() => setPending((ids) => ids.filter((p) => p !== id)));
    },
    [toggleFavorite, notify, intl],
  );

  const onExport = () => {
    setExporting(true);
    const { page: _page, pageSize: _size, ...exportQuery } = query;
    runExport(exportQuery)
      .then(({ blob, fileName }) => save(blob, fileName))
      .catch((error: unknown) =>
        notify.error((isApiError(error) ? error.serverMessage : null) ?? intl.formatMessage(messages.exportFailed)),
      )
      .finally(() => setExporting(false));
  };

  const filtered = hasFilters(state);
  const tabs: StatusTab[] = [
    'all',
    'company-search',
    ...listedStatuses.filter((status) => state.tab === status || (statistics ? statistics.byStatus[status] > 0 : false)),
  ];

  let content: ReactNode;
  if (page.error && rows.length === 0) {
    const message = isApiError(page.error) ? page.error.serverMessage : null;
    content = (
      <InlineAlert
        tone="critical"
        action={
          <Button size="small" variant="secondary" onPress={page.retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        }
      >
        {message ?? intl.formatMessage(messages.failed)}
      </InlineAlert>
    );
  } else {
    const empty =
      filtered || state.tab !== 'all' ? (
        <EmptyState
          titleLevel={2}
          title={intl.formatMessage(messages.noMatchTitle)}
          description={intl.formatMessage(messages.noMatch)}
          action={
            <Button variant="secondary" onPress={() => go({ ...state, ...emptyVacancyFilters, tab: 'all', page: 0 })}>
              {intl.formatMessage(messages.clearFilters)}
            </Button>
          }
        />
      ) : (
        <EmptyState
          titleLevel={2}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(
            monitoring
              ? monitoringMessages.empty
              : viewer === 'consultant'
                ? messages.emptyConsultant
                : viewer === 'admin'
                  ? messages.emptyAdmin
                  : messages.emptyEmployer,
          )}
        />
      );
    content = (
      <Stack gap="medium">
        <VacancyTable
          aria-label={intl.formatMessage(monitoring ? monitoringMessages.table : messages.table)}
          variant={monitoring ? 'monitoring' : 'list'}
          rows={rows}
          sort={state}
          onSortChange={(sort) => go({ ...state, ...sort, page: 0 })}
          href={href}
          onToggleFavorite={monitoring ? undefined : onToggleFavorite}
          pendingFavorites={pending}
          isLoading={isLoading}
          emptyState={empty}
        />
        {total !== null && total > 0 ? (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            pageSizeOptions={sizes}
            isDisabled={isLoading}
            onChange={(next) => go({ ...state, ...next })}
          />
        ) : null}
      </Stack>
    );
  }

  const title =
    total === null
      ? intl.formatMessage(monitoring ? monitoringMessages.title : messages.title)
      : monitoring
        ? formatMonitoringTitle(intl, total)
        : formatTitleCount(intl, total);
  return (
    <main className={pageStyle} aria-busy={isLoading || !bodyShown || undefined}>
      <Stack gap="large">
        <PageHeader
          title={title}
          back={{ href: paths.myDashboard(), label: intl.formatMessage(messages.back) }}
          actions={
            canExport ? (
              <Button variant={monitoring || !canCreate ? 'primary' : 'secondary'} isDisabled={exporting} onPress={onExport}>
                {intl.formatMessage(messages.export)}
              </Button>
            ) : null
          }
          primaryAction={
            canCreate && !monitoring ? (
              <Button onPress={() => void navigate(paths.vacancyCreate())}>{intl.formatMessage(messages.newVacancy)}</Button>
            ) : null
          }
        />
        {exporting ? <ProgressBar isIndeterminate label={intl.formatMessage(messages.exporting)} /> : null}
        <VacancyStatistics statistics={statistics} showFavourites={!monitoring} />
        {bodyShown ? (
          <>
            <VacancyFilters
              value={state}
              onChange={onFilters}
              options={filterOptions}
              showFavourites={!monitoring}
              isLoading={filterOptions.isLoading}
            />
            <Tabs
              aria-label={intl.formatMessage(messages.tabs)}
              selectedKey={state.tab}
              onSelectionChange={(key) => go({ ...state, tab: key as StatusTab, page: 0 })}
              items={tabs.map((tab) => ({
                id: tab,
                label: statistics ? formatTabLabel(intl, tabLabel(intl, tab), tabCount(tab, statistics)) : tabLabel(intl, tab),
                content,
              }))}
            />
          </>
        ) : (
          <Skeleton height="block" />
        )}
      </Stack>
    </main>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import type { Key, Selection, SortDescriptor } from 'react-aria-components';
import { useIntl } from 'react-intl';
import {
  CONSULTANT_PAGE_SIZE,
  consultantFilterDefaults,
  isLocalDate,
  jobRecruiterDisplayMessageId,
  jobRecruiterDisplayStatus,
  userStatuses,
  type ConsultantSearchFilters,
  type SearchConsultantListItem,
  type UserStatus,
} from '@mandate/domain';
import { formatDomainText } from '../../i18n/domainText';
import { Avatar } from '../../primitives/Avatar';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox';
import { DatePicker } from '../../primitives/DatePicker';
import { Link } from '../../primitives/Link';
import { NumericInput } from '../../primitives/NumericInput';
import { Slider } from '../../primitives/Slider';
import { Pagination, Table, type TableColumn } from '../../primitives/Table';
import { TextField } from '../../primitives/TextField';
import { durations } from '../../tokens/constants';
import { Autocomplete, type AutocompleteOption } from '../Autocomplete';
import { StarRating } from '../StarRating';
import * as styles from './ConsultantPicker.css';
import { formatInvitations, formatLastStatus, formatStatistics, messages } from './ConsultantPicker.messages';

/** The filters the picker sends: the domain's consultant search filters (000 §3). */
export type ConsultantFilters = Omit<ConsultantSearchFilters, 'page' | 'pageSize'>;

/** One page of consultants. */
export interface ConsultantPage {
  items: readonly SearchConsultantListItem[];
  total: number;
}

/** Loads one page for the filters, the free-text search, the sort and the page (0-based). */
export type ConsultantLoader = (query: ConsultantFilters & { page: number; pageSize: number }) => Promise<ConsultantPage>;

/** Reference lists offered by the filters (codes and labels, from /list/{name}). */
export interface ConsultantReferenceLists {
  countries?: readonly AutocompleteOption[];
  sectors?: readonly AutocompleteOption[];
  departments?: readonly AutocompleteOption[];
  searchTypes?: readonly AutocompleteOption[];
  applicationStatuses?: readonly AutocompleteOption[];
  experienceLevels?: readonly AutocompleteOption[];
}

export interface ConsultantPickerProps {
  /** Loads a page of consultants (the app passes api-client's user list). */
  loadPage: ConsultantLoader;
  /** Admins also get the last-login filter (000 §6). @default false */
  isAdmin?: boolean;
  /** Options of the code filters. @default {} */
  referenceLists?: ConsultantReferenceLists;
  /** Initial filters; missing ones take the domain's defaults (status active, with unrated, firstName ascending). @default undefined */
  defaultFilters?: Partial<ConsultantFilters>;
  /** Chosen consultants (controlled). @default undefined */
  selectedKeys?: Selection;
  /** @default undefined */
  onSelectionChange?: (keys: Selection) => void;
  /** The profile link of a consultant. @default id => `/dashboard/profile/${id}/view` */
  profileHref?: (id: Key) => string;
  /** The date of the last status as shown, e.g. via RelativeTime or dd.MM.y. @default the date in the user's locale */
  formatDate?: (isoDate: string) => string;
}

type ListKey =
  | 'countries'
  | 'sectors'
  | 'departments'
  | 'searchTypes'
  | 'historyCountries'
  | 'historyApplicationStatuses'
  | 'historyExperienceLevels'
  | 'historySectors'
  | 'historyDepartments'
  | 'historySearchTypes';

const listOf: Record<ListKey, keyof ConsultantReferenceLists> = {
  countries: 'countries',
  sectors: 'sectors',
  departments: 'departments',
  searchTypes: 'searchTypes',
  historyCountries: 'countries',
  historyApplicationStatuses: 'applicationStatuses',
  historyExperienceLevels: 'experienceLevels',
  historySectors: 'sectors',
  historyDepartments: 'departments',
  historySearchTypes: 'searchTypes',
};

/** The default filters (000 §9): status active, include without rating, sorted by first name ascending. */
export function initialConsultantFilters(overrides: Partial<ConsultantFilters> = {}): ConsultantFilters {
  return {
    statuses: [...consultantFilterDefaults.statuses],
    fullName: null,
    search: null,
    keywords: [],
    countries: [],
    address: null,
    pslOnly: consultantFilterDefaults.pslOnly,
    sectors: [],
    departments: [],
    searchTypes: [],
    minRating: consultantFilterDefaults.minRating,
    includeWithoutRating: consultantFilterDefaults.includeWithoutRating,
    minInterviewRatio: consultantFilterDefaults.minInterviewRatio,
    minSatisfaction: consultantFilterDefaults.minSatisfaction,
    sortBy: consultantFilterDefaults.sortBy,
    sortOrder: consultantFilterDefaults.sortOrder,
    lastLoginFrom: null,
    historyMinSalary: null,
    historyMaxSalary: null,
    historyCountries: [],
    historyAddress: null,
    historyApplicationStatuses: [],
    historyExperienceLevels: [],
    historySectors: [],
    historyDepartments: [],
    historySearchTypes: [],
    ...overrides,
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, debounced, ms]);
  return debounced;
}

const emptyToNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * Finds search consultants for a vacancy (000 §2, §3, §9): filters on the left (with history
 * filters and, for admins, last login), a free-text search and a sortable, paged table on the right.
 * Filter and search changes wait 600 ms, then the list reloads from page 0; 10 rows per page.
 */
export function ConsultantPicker({
  loadPage,
  isAdmin = false,
  referenceLists = {},
  defaultFilters,
  selectedKeys,
  onSelectionChange,
  profileHref = (id) => `/dashboard/profile/${id}/view`,
  formatDate,
}: ConsultantPickerProps) {
  const intl = useIntl();
  const [filters, setFilters] = useState<ConsultantFilters>(() => initialConsultantFilters(defaultFilters));
  const set = <K extends keyof ConsultantFilters>(key: K, value: ConsultantFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  const debounced = useDebounced(filters, durations.filterDebounce);
  const [page, setPage] = useState(0);
  // A settled filter change starts again at page 0.
  const [lastFilters, setLastFilters] = useState(debounced);
  if (lastFilters !== debounced) {
    setLastFilters(debounced);
    setPage(0);
  }

  const [result, setResult] = useState<{ status: 'loading' | 'idle' | 'error'; page: ConsultantPage }>({
    status: 'loading',
    page: { items: [], total: 0 },
  });
  const request = useRef(0);
  useEffect(() => {
    const id = ++request.current;
    const query = { ...debounced, lastLoginFrom: isAdmin ? debounced.lastLoginFrom : null, page, pageSize: CONSULTANT_PAGE_SIZE };
    setResult((r) => ({ ...r, status: 'loading' }));
    loadPage(query).then(
      (next) => id === request.current && setResult({ status: 'idle', page: next }),
      () => id === request.current && setResult((r) => ({ status: 'error', page: r.page })),
    );
  }, [debounced, page, isAdmin, loadPage]);

  const sortDescriptor: SortDescriptor = {
    column: filters.sortBy,
    direction: filters.sortOrder === 'DESC' ? 'descending' : 'ascending',
  };
  const onSortChange = (next: SortDescriptor) =>
    setFilters((f) => ({ ...f, sortBy: String(next.column), sortOrder: next.direction === 'descending' ? 'DESC' : 'ASC' }));

  const columns = useMemo<TableColumn<SearchConsultantListItem>[]>(() => {
    const date = formatDate ?? ((iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }));
    return [
      {
        id: 'picture',
        name: intl.formatMessage(messages.colPicture),
        width: '56px',
        cell: (c) => <Avatar name={c.name} src={c.avatar?.fullPath} size="small" isDecorative />,
      },
      {
        id: 'firstName',
        name: intl.formatMessage(messages.colName),
        allowsSorting: true,
        isRowHeader: true,
        cell: (c) => <Link href={profileHref(c.id)}>{c.name}</Link>,
      },
      {
        id: 'rating',
        name: intl.formatMessage(messages.colRating),
        allowsSorting: true,
        cell: (c) => <StarRating isReadOnly value={c.rating ?? -1} aria-label={intl.formatMessage(messages.colRating)} size={14} />,
      },
      {
        id: 'position',
        name: intl.formatMessage(messages.colPosition),
        cell: (c) => [c.position, c.organization?.name].filter(Boolean).join(' · '),
      },
      {
        id: 'place',
        name: intl.formatMessage(messages.colPlace),
        cell: (c) => [c.place?.city, c.place?.country?.label].filter(Boolean).join(', '),
      },
      {
        id: 'statistics',
        name: intl.formatMessage(messages.colStatistics),
        cell: (c) => formatStatistics(intl, c.statistics?.interviewRatio, c.statistics?.customerSatisfaction),
      },
      {
        id: 'invitations',
        name: intl.formatMessage(messages.colInvitations),
        cell: (c) => (c.invitations ? formatInvitations(intl, c.invitations.accepted, c.invitations.total) : ''),
      },
      {
        id: 'status',
        name: intl.formatMessage(messages.colStatus),
        cell: (c) =>
          c.status
            ? formatDomainText(intl, jobRecruiterDisplayMessageId(jobRecruiterDisplayStatus(c.status.code, c.lastStatus?.source?.code)))
            : '',
      },
      {
        id: 'lastStatus',
        name: intl.formatMessage(messages.colLastStatus),
        cell: (c) => (c.lastStatus?.creationDate ? formatLastStatus(intl, date(c.lastStatus.creationDate), c.actionUser?.name ?? '–') : ''),
      },
    ];
  }, [intl, profileHref, formatDate]);

  const codes = (key: ListKey) => {
    const options = referenceLists[listOf[key]] ?? [];
    const value = filters[key].map((code) => options.find((o) => o.code === code) ?? { id: code, code, label: code });
    return (
      <Autocomplete
        selectionMode="multiple"
        label={intl.formatMessage(messages[key])}
        options={options}
        value={value}
        onChange={(next) =>
          set(
            key,
            next.map((o) => o.code ?? o.label),
          )
        }
      />
    );
  };

  return (
    <div className={styles.root}>
      <section className={styles.filters} aria-label={intl.formatMessage(messages.filters)}>
        <CheckboxGroup
          label={intl.formatMessage(messages.statuses)}
          value={filters.statuses}
          onChange={(v) => set('statuses', v as UserStatus[])}
        >
          {userStatuses.map((s) => (
            <Checkbox key={s} value={s}>
              {intl.formatMessage(messages[`status_${s}`])}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <TextField
          label={intl.formatMessage(messages.fullName)}
          value={filters.fullName ?? ''}
          onChange={(v) => set('fullName', emptyToNull(v))}
        />
        <Autocomplete
          selectionMode="multiple"
          allowsNew
          label={intl.formatMessage(messages.keywords)}
          options={[]}
          value={filters.keywords.map((k) => ({ id: k, code: k, label: k }))}
          onChange={(next) =>
            set(
              'keywords',
              next.map((o) => o.label),
            )
          }
        />
        {codes('countries')}
        <TextField
          label={intl.formatMessage(messages.address)}
          value={filters.address ?? ''}
          onChange={(v) => set('address', emptyToNull(v))}
        />
        <Checkbox isSelected={filters.pslOnly} onChange={(v) => set('pslOnly', v)}>
          {intl.formatMessage(messages.pslOnly)}
        </Checkbox>
        {codes('sectors')}
        {codes('departments')}
        {codes('searchTypes')}
        <Slider
          preset="rating"
          label={intl.formatMessage(messages.minRating)}
          value={filters.minRating}
          onChange={(v) => set('minRating', v)}
        />
        <Checkbox isSelected={filters.includeWithoutRating} onChange={(v) => set('includeWithoutRating', v)}>
          {intl.formatMessage(messages.includeWithoutRating)}
        </Checkbox>
        <Slider
          preset="percent"
          label={intl.formatMessage(messages.minInterviewRatio)}
          value={filters.minInterviewRatio}
          onChange={(v) => set('minInterviewRatio', v)}
        />
        <Slider
          preset="percent"
          label={intl.formatMessage(messages.minSatisfaction)}
          value={filters.minSatisfaction}
          onChange={(v) => set('minSatisfaction', v)}
        />
        {isAdmin ? (
          <DatePicker
            label={intl.formatMessage(messages.lastLoginFrom)}
            value={filters.lastLoginFrom}
            onChange={(v) => set('lastLoginFrom', v && isLocalDate(v) ? v : null)}
          />
        ) : null}
        <h3 className={styles.heading}>{intl.formatMessage(messages.history)}</h3>
        <NumericInput
          label={intl.formatMessage(messages.historyMinSalary)}
          value={filters.historyMinSalary == null ? '' : String(filters.historyMinSalary)}
          onChange={(v) => set('historyMinSalary', v === '' ? null : Number(v))}
        />
        <NumericInput
          label={intl.formatMessage(messages.historyMaxSalary)}
          value={filters.historyMaxSalary == null ? '' : String(filters.historyMaxSalary)}
          onChange={(v) => set('historyMaxSalary', v === '' ? null : Number(v))}
        />
        {codes('historyCountries')}
        <TextField
          label={intl.formatMessage(messages.historyAddress)}
          value={filters.historyAddress ?? ''}
          onChange={(v) => set('historyAddress', emptyToNull(v))}
        />
        {codes('historyApplicationStatuses')}
        {codes('historyExperienceLevels')}
        {codes('historySectors')}
        {codes('historyDepartments')}
        {codes('historySearchTypes')}
      </section>
      <div className={styles.results}>
        <TextField
          type="search"
          label={intl.formatMessage(messages.search)}
          value={filters.search ?? ''}
          onChange={(v) => set('search', emptyToNull(v))}
        />
        {result.status === 'error' ? (
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.loadError)}
          </p>
        ) : null}
        <Table
          aria-label={intl.formatMessage(messages.table)}
          columns={columns}
          rows={result.page.items}
          sortDescriptor={sortDescriptor}
          onSortChange={onSortChange}
          selectionMode="multiple"
          selectedKeys={selectedKeys}
          onSelectionChange={onSelectionChange}
          isLoading={result.status === 'loading'}
          emptyState={intl.formatMessage(messages.noResults)}
        />
        <Pagination
          page={page}
          pageSize={CONSULTANT_PAGE_SIZE}
          pageSizeOptions={[CONSULTANT_PAGE_SIZE]}
          total={result.page.total}
          onChange={(next) => setPage(next.page)}
          isDisabled={result.status === 'loading'}
        />
      </div>
    </div>
  );
}

import { vacancySortFields, type Id, type JobStatus } from '@mandate/domain';
import { useMemo, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { RowLink } from '../../primitives/Link';
import { Table, type TableColumn } from '../../primitives/Table';
import { formatDay } from '../ConsultantRow/plainText';
import { JobStatusBadge } from '../JobStatusBadge';
import * as styles from './VacancyTable.css';
import { formatFavoriteLabel, formatFilled, messages } from './VacancyTable.messages';

/** The table's column sets: the everyday list, and every vacancy for monitoring (the columns of its export). */
export const vacancyTableVariants = ['list', 'monitoring'] as const;
export type VacancyTableVariant = (typeof vacancyTableVariants)[number];

/** A sort field of the vacancy list (domain `vacancySortFields`). */
export type VacancySortField = (typeof vacancySortFields)[number];

/** What the table shows of a vacancy: a vacancy of `POST /job/list` fits. */
export interface VacancyTableRow {
  id: Id;
  title: string;
  reference: string | null;
  status: { code: JobStatus };
  authoredBy: { fullName: string; organization: { name: string } | null };
  place: { city?: string | null; country?: { code: string; label: string } | null } | null;
  positionCount: number;
  placementCount: number;
  isFavorite: boolean;
  statistics: { candidates: number; recruiters: number };
  creationDate: string | null;
  publicationDate: string | null;
}

/** The sort as the list's query names it. */
export interface VacancySort {
  sortBy: VacancySortField;
  sortOrder: 'ASC' | 'DESC';
}

export interface VacancyTableProps {
  /** Accessible name of the table. */
  'aria-label': string;
  /** The vacancies of the page. */
  rows: readonly VacancyTableRow[];
  /** The column set. @default 'list' */
  variant?: VacancyTableVariant;
  /** The server's sort; headers of the sortable columns show and change it. */
  sort: VacancySort;
  /** Called with the new sort when a sortable header is pressed. */
  onSortChange: (sort: VacancySort) => void;
  /** The page of a vacancy, linked from its title. */
  href: (id: Id) => string;
  /** Marks or unmarks a favourite; without it there is no favourite column. @default undefined */
  onToggleFavorite?: (id: Id, isFavorite: boolean) => void;
  /** Vacancies whose favourite is being saved (their star is disabled). @default [] */
  pendingFavorites?: readonly Id[];
  /** A page is loading: a loader row under the rows, or in place of the empty row. @default false */
  isLoading?: boolean;
  /** Shown in place of the rows when there are none. @default the table's "No entries" */
  emptyState?: ReactNode;
}

const sortable = new Set<string>(vacancySortFields);

function Star({ filled }: { filled: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// The star's focus ring is for the keyboard: Chrome may match :focus-visible after a click too.
const pointerFocus = (event: PointerEvent<HTMLButtonElement>) => event.currentTarget.setAttribute('data-pointer', '');
const keyboardFocus = (event: KeyboardEvent<HTMLButtonElement> | FocusEvent<HTMLButtonElement>) =>
  event.currentTarget.removeAttribute('data-pointer');

const day = (intl: IntlShape, iso: string | null) => (iso ? formatDay(intl, iso) : '–');
const number = (intl: IntlShape, value: number) => <span className={styles.number}>{intl.formatNumber(value)}</span>;
const text = (intl: IntlShape, message: MessageDescriptor) => intl.formatMessage(message);

function columnsOf(
  intl: IntlShape,
  variant: VacancyTableVariant,
  href: (id: Id) => string,
  favorite: { onToggle: (id: Id, isFavorite: boolean) => void; pending: readonly Id[] } | null,
): TableColumn<VacancyTableRow>[] {
  const title: TableColumn<VacancyTableRow> = {
    id: 'title',
    name: text(intl, messages.title),
    isRowHeader: true,
    allowsSorting: true,
    width: variant === 'list' ? '30%' : '20%',
    cell: (row) => (
      <span className={styles.titleCell}>
        <span className={styles.titleLink}>
          <RowLink href={href(row.id)}>{row.title}</RowLink>
        </span>
        {variant === 'list' && row.reference ? <span className={styles.secondary}>{row.reference}</span> : null}
      </span>
    ),
  };
  const status: TableColumn<VacancyTableRow> = {
    id: 'status',
    name: text(intl, messages.status),
    allowsSorting: true,
    cell: (row) => <JobStatusBadge status={row.status.code} />,
  };
  const created: TableColumn<VacancyTableRow> = {
    id: 'creationDate',
    name: text(intl, messages.created),
    allowsSorting: true,
    cell: (row) => day(intl, row.creationDate),
  };
  const published: TableColumn<VacancyTableRow> = {
    id: 'publicationDate',
    name: text(intl, messages.published),
    allowsSorting: true,
    cell: (row) => day(intl, row.publicationDate),
  };
  const consultants: TableColumn<VacancyTableRow> = {
    id: 'consultants',
    name: text(intl, messages.consultants),
    cell: (row) => number(intl, row.statistics.recruiters),
  };
  const candidates: TableColumn<VacancyTableRow> = {
    id: 'candidates',
    name: text(intl, messages.candidates),
    cell: (row) => number(intl, row.statistics.candidates),
  };
  if (variant === 'monitoring') {
    return [
      { id: 'id', name: text(intl, messages.id), width: '5rem', cell: (row) => number(intl, row.id) },
      title,
      { id: 'reference', name: text(intl, messages.reference), cell: (row) => row.reference ?? '–' },
      status,
      { id: 'author', name: text(intl, messages.author), cell: (row) => row.authoredBy.fullName },
      { id: 'organization', name: text(intl, messages.organization), cell: (row) => row.authoredBy.organization?.name ?? '–' },
      { id: 'city', name: text(intl, messages.city), cell: (row) => row.place?.city ?? '–' },
      { id: 'country', name: text(intl, messages.country), cell: (row) => row.place?.country?.code ?? '–' },
      { id: 'positionCount', name: text(intl, messages.positions), allowsSorting: true, cell: (row) => number(intl, row.positionCount) },
      { id: 'placements', name: text(intl, messages.placements), cell: (row) => number(intl, row.placementCount) },
      consultants,
      candidates,
      created,
      published,
    ];
  }
  const list: TableColumn<VacancyTableRow>[] = [
    title,
    status,
    {
      id: 'location',
      name: text(intl, messages.location),
      cell: (row) => [row.place?.city, row.place?.country?.label].filter(Boolean).join(', ') || '–',
    },
    {
      id: 'positionCount',
      name: text(intl, messages.positions),
      allowsSorting: true,
      cell: (row) => formatFilled(intl, { placements: row.placementCount, positions: row.positionCount }),
    },
    consultants,
    candidates,
    published,
  ];
  if (!favorite) return list;
  return [
    {
      id: 'favorite',
      name: text(intl, messages.favorite),
      width: '6rem',
      cell: (row) => (
        <button
          type="button"
          className={styles.star}
          aria-label={formatFavoriteLabel(intl, row.title)}
          aria-pressed={row.isFavorite}
          disabled={favorite.pending.includes(row.id)}
          onClick={() => favorite.onToggle(row.id, !row.isFavorite)}
          onPointerDown={pointerFocus}
          onKeyDown={keyboardFocus}
          onBlur={keyboardFocus}
        >
          <Star filled={row.isFavorite} />
        </button>
      ),
    },
    ...list,
  ];
}

/**
 * Vacancies as a dense, server-sorted table (DESIGN "Lists"): the title links to the vacancy page,
 * the status is its badge, numbers are right-aligned; in the `list` variant a star marks favourites,
 * the `monitoring` variant shows the columns of the monitoring export. The table neither sorts nor
 * pages: pass the server's page and sort, and put a `Pagination` under it.
 */
export function VacancyTable({
  rows,
  variant = 'list',
  sort,
  onSortChange,
  href,
  onToggleFavorite,
  pendingFavorites = [],
  isLoading = false,
  emptyState,
  'aria-label': ariaLabel,
}: VacancyTableProps) {
  const intl = useIntl();
  const columns = useMemo(
    () =>
      columnsOf(
        intl,
        variant,
        href,
        onToggleFavorite && variant === 'list' ? { onToggle: onToggleFavorite, pending: pendingFavorites } : null,
      ),
    [intl, variant, href, onToggleFavorite, pendingFavorites],
  );
  return (
    <Table
      aria-label={ariaLabel}
      columns={columns}
      rows={rows}
      isLoading={isLoading}
      emptyState={emptyState}
      sortDescriptor={{ column: sort.sortBy, direction: sort.sortOrder === 'ASC' ? 'ascending' : 'descending' }}
      onSortChange={(descriptor) => {
        const column = String(descriptor.column);
        if (!sortable.has(column)) return;
        // A new column starts with its natural order: titles A–Z, dates and counts newest/largest first.
        const fresh = column !== sort.sortBy;
        const sortOrder: VacancySort['sortOrder'] = fresh
          ? column === 'title' || column === 'status'
            ? 'ASC'
            : 'DESC'
          : descriptor.direction === 'ascending'
            ? 'ASC'
            : 'DESC';
        onSortChange({ sortBy: column as VacancySortField, sortOrder });
      }}
    />
  );
}

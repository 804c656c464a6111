import type { KeyboardEvent, ReactNode } from 'react';
import {
  Cell,
  Collection,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  TableLoadMoreItem,
  useLocale,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Checkbox } from '../Checkbox';
import { visuallyHidden } from '../Field';
import { Icon } from '../Icon';
import { ProgressCircle } from '../Spinner';
import * as styles from './Table.css';
import { messages } from './Table.messages';

export interface TableColumn<T> {
  id: string;
  /** Header text. */
  name: string;
  /** The cell of a row. */
  cell: (row: T) => ReactNode;
  /** Offer sorting by this column. @default false */
  allowsSorting?: boolean;
  /** CSS width, e.g. '30%' or '120px'. @default undefined */
  width?: string;
  /** The row header (names the row for screen readers); the first column when none says so. @default false */
  isRowHeader?: boolean;
}

export interface TableProps<T extends { id: Key }> {
  'aria-label': string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** @default undefined */
  sortDescriptor?: SortDescriptor;
  /** Called when a sortable header is pressed. @default undefined */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Row selection with a checkbox column. @default 'none' */
  selectionMode?: 'none' | 'single' | 'multiple';
  /** @default undefined */
  selectedKeys?: Selection;
  /** @default undefined */
  onSelectionChange?: (keys: Selection) => void;
  /** Rows are loading: a loader row (a labelled progressbar) under the rows already there, or in place of the empty row. @default false */
  isLoading?: boolean;
  /** Shown when there are no rows; a translated "No entries" by default. @default undefined */
  emptyState?: ReactNode;
}

/**
 * In the header row react-aria wraps ArrowLeft/Right from the first column to the last and back,
 * while in the body they stop at the row's edge (the grid pattern). Stop them in the header too.
 */
function stopHeaderWrap(event: KeyboardEvent<HTMLElement>, direction: 'ltr' | 'rtl') {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const header = (event.target as Element).closest?.('[role="columnheader"]');
  const row = header?.parentElement;
  if (!header || !row) return;
  const headers = Array.from(row.children).filter((el) => el.getAttribute('role') === 'columnheader');
  const towardsStart = (event.key === 'ArrowLeft') === (direction === 'ltr');
  const atEdge = towardsStart ? headers[0] === header : headers.at(-1) === header;
  if (!atEdge) return;
  event.preventDefault();
  event.stopPropagation();
}

/**
 * RAC 1.22 gives its loader row `aria-level`, which ARIA allows on rows of a treegrid only (axe:
 * aria-conditional-attr). This table is a flat grid: drop it. React does not set it again while the
 * row stays (the level never changes).
 */
function flatGridRow(row: HTMLElement | null) {
  if (row?.closest('[role="grid"]')) row.removeAttribute('aria-level');
}

/**
 * Dense rows of records with sortable headers and optional selection; cells truncate instead of
 * overflowing. Loading is a labelled progressbar inside the grid (RAC's TableLoadMoreItem under the
 * rows, which keys never focus; the empty row while there are none).
 */
export function Table<T extends { id: Key }>({
  columns,
  rows,
  selectionMode = 'none',
  isLoading = false,
  emptyState,
  'aria-label': ariaLabel,
  sortDescriptor,
  onSortChange,
  selectedKeys,
  onSelectionChange,
}: TableProps<T>) {
  const intl = useIntl();
  const { direction } = useLocale();
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const selectable = selectionMode !== 'none';
  const loadingText = intl.formatMessage(messages.loading);
  return (
    <div className={styles.wrapper} aria-busy={isLoading || undefined} onKeyDownCapture={(event) => stopHeaderWrap(event, direction)}>
      <AriaTable
        aria-label={ariaLabel}
        className={styles.table}
        selectionMode={selectionMode}
        selectionBehavior="toggle"
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        selectedKeys={selectedKeys}
        onSelectionChange={onSelectionChange}
      >
        <TableHeader>
          {selectable ? (
            <Column className={`${styles.column} ${styles.checkboxCell}`}>
              {selectionMode === 'multiple' ? (
                <Checkbox slot="selection" aria-label={intl.formatMessage(messages.selectAll)}>
                  {null}
                </Checkbox>
              ) : (
                <span style={visuallyHidden}>{intl.formatMessage(messages.selectColumn)}</span>
              )}
            </Column>
          ) : null}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={column.isRowHeader || (!hasRowHeader && index === 0)}
              className={styles.column}
              style={column.width ? { width: column.width } : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnInner}>
                  {column.name}
                  {allowsSorting ? (
                    <span className={styles.sortIcon}>
                      <Icon
                        name={sortDirection === 'ascending' ? 'sortUp' : sortDirection === 'descending' ? 'sortDown' : 'sortNone'}
                        size={12}
                      />
                    </span>
                  ) : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          renderEmptyState={() => (
            <div className={styles.stateCell}>
              {isLoading ? <ProgressCircle label={loadingText} /> : (emptyState ?? intl.formatMessage(messages.empty))}
            </div>
          )}
        >
          <Collection items={rows} dependencies={[columns, selectionMode]}>
            {(row) => (
              <Row id={row.id} className={styles.row}>
                {selectable ? (
                  <Cell className={styles.checkboxCell}>
                    <Checkbox slot="selection" aria-label={intl.formatMessage(messages.selectRow)}>
                      {null}
                    </Checkbox>
                  </Cell>
                ) : null}
                {columns.map((column) => {
                  const content = column.cell(row);
                  const plain = typeof content === 'string' || typeof content === 'number';
                  return (
                    <Cell key={column.id} className={styles.cell}>
                      <span className={styles.cellContent} title={plain ? String(content) : undefined}>
                        {content}
                      </span>
                    </Cell>
                  );
                })}
              </Row>
            )}
          </Collection>
          {isLoading && rows.length > 0 ? (
            <TableLoadMoreItem ref={flatGridRow} isLoading className={styles.loaderRow}>
              <ProgressCircle label={loadingText} />
            </TableLoadMoreItem>
          ) : null}
        </TableBody>
      </AriaTable>
    </div>
  );
}

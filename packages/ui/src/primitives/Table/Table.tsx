import { memo, useCallback, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, type Key, type Selection, type SortDescriptor } from 'react-aria-components';
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

/** What a press on a sortable header asks for: the other direction of the sorted column, else ascending (as React Aria's table did). */
export function nextSort(sort: SortDescriptor | undefined, column: Key): SortDescriptor {
  if (sort?.column === column) return { column, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

/**
 * The selection after the row `key` was ticked or unticked (React Aria's selection manager did the
 * same): 'single' keeps one row or none; 'multiple' adds or removes it, and "all" becomes the rows shown
 * without it. Keys of rows not shown (another page) stay.
 */
export function toggledSelection(selection: Selection, key: Key, mode: 'single' | 'multiple', shown: readonly Key[]): Selection {
  const isSelected = selection === 'all' || selection.has(key);
  if (mode === 'single') return isSelected ? new Set() : new Set([key]);
  const next = new Set(selection === 'all' ? shown : selection);
  if (isSelected) next.delete(key);
  else next.add(key);
  return next;
}

/** Every row shown is selected (an empty table has none). */
export function allShownSelected(selection: Selection, shown: readonly Key[]): boolean {
  if (shown.length === 0) return false;
  return selection === 'all' || shown.every((key) => selection.has(key));
}

/** A click on the row itself, not on a control or link inside it, nor the end of selecting text. */
function isPlainRowClick(event: MouseEvent<HTMLTableRowElement>): boolean {
  const target = event.target as Element;
  if (target.closest('a, button, input, label, select, textarea, [role="button"], [role="link"], [role="checkbox"]')) return false;
  const textSelection = window.getSelection();
  return !textSelection || textSelection.isCollapsed || !event.currentTarget.contains(textSelection.anchorNode);
}

interface BodyRowProps<T> {
  row: T;
  columns: readonly TableColumn<T>[];
  rowHeaderIndex: number;
  selectionMode: 'none' | 'single' | 'multiple';
  isSelected: boolean;
  /** Ids of the row header and the row's checkbox start with it. */
  idPrefix: string;
  selectRowLabel: string;
  onToggle: (key: Key) => void;
}

/** One record. Memoised: a press elsewhere (a filter, a tab, another row's checkbox) renders only the rows whose props changed. */
const BodyRow = memo(function BodyRow<T extends { id: Key }>({
  row,
  columns,
  rowHeaderIndex,
  selectionMode,
  isSelected,
  idPrefix,
  selectRowLabel,
  onToggle,
}: BodyRowProps<T>) {
  const selectable = selectionMode !== 'none';
  const headerId = `${idPrefix}-h`;
  const checkboxId = `${idPrefix}-c`;
  return (
    <tr
      className={styles.row}
      data-selectable={selectable || undefined}
      data-selected={isSelected || undefined}
      onClick={selectable ? (event) => isPlainRowClick(event) && onToggle(row.id) : undefined}
    >
      {selectable ? (
        <td className={styles.checkboxCell}>
          <Checkbox
            id={checkboxId}
            aria-label={selectRowLabel}
            aria-labelledby={`${checkboxId} ${headerId}`}
            isSelected={isSelected}
            onChange={() => onToggle(row.id)}
          >
            {null}
          </Checkbox>
        </td>
      ) : null}
      {columns.map((column, index) => {
        const content = column.cell(row);
        const plain = typeof content === 'string' || typeof content === 'number';
        const inner = (
          <span className={styles.cellContent} title={plain ? String(content) : undefined}>
            {content}
          </span>
        );
        return index === rowHeaderIndex ? (
          <th key={column.id} scope="row" id={headerId} className={`${styles.cell} ${styles.rowHeader}`}>
            {inner}
          </th>
        ) : (
          <td key={column.id} className={styles.cell}>
            {inner}
          </td>
        );
      })}
    </tr>
  );
}) as <T extends { id: Key }>(props: BodyRowProps<T>) => ReactNode;

/**
 * Dense rows of records with sortable headers and optional selection; cells truncate instead of
 * overflowing. A native data table (decision 0041): the links, buttons and checkboxes in it are
 * reached with Tab; a sortable header is a button in its `<th aria-sort>` (React Aria's Button, for
 * its hover and focus-visible states, as every button of the app). Loading is a labelled
 * progressbar in a full-width row: under the rows, or in place of the empty row.
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
  const tableId = useId();
  const [ownSelection, setOwnSelection] = useState<Selection>(() => new Set());
  const selection = selectedKeys ?? ownSelection;
  const selectable = selectionMode !== 'none';
  const explicitHeader = columns.findIndex((c) => c.isRowHeader);
  const rowHeaderIndex = explicitHeader === -1 ? 0 : explicitHeader;
  const shown = rows.map((row) => row.id);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const loadingText = intl.formatMessage(messages.loading);

  // The rows get one callback for their whole life; it reads the latest props when called.
  const latest = useRef({ selection, selectionMode, shown, isControlled: selectedKeys !== undefined, onSelectionChange });
  useLayoutEffect(() => {
    latest.current = { selection, selectionMode, shown, isControlled: selectedKeys !== undefined, onSelectionChange };
  });
  const change = useCallback((next: Selection) => {
    if (!latest.current.isControlled) setOwnSelection(next);
    latest.current.onSelectionChange?.(next);
  }, []);
  const toggle = useCallback(
    (key: Key) => {
      const { selection: current, selectionMode: mode, shown: keys } = latest.current;
      if (mode === 'none') return;
      change(toggledSelection(current, key, mode, keys));
    },
    [change],
  );

  const allSelected = allShownSelected(selection, shown);
  const someSelected = !allSelected && selection !== 'all' && shown.some((key) => selection.has(key));
  return (
    <div className={styles.wrapper} aria-busy={isLoading || undefined}>
      <table aria-label={ariaLabel} className={styles.table}>
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={`${styles.column} ${styles.checkboxCell}`}>
                {selectionMode === 'multiple' ? (
                  <Checkbox
                    aria-label={intl.formatMessage(messages.selectAll)}
                    isSelected={allSelected}
                    isIndeterminate={someSelected}
                    isDisabled={rows.length === 0}
                    onChange={() => change(allSelected ? new Set() : 'all')}
                  >
                    {null}
                  </Checkbox>
                ) : (
                  <span style={visuallyHidden}>{intl.formatMessage(messages.selectColumn)}</span>
                )}
              </th>
            ) : null}
            {columns.map((column) => {
              const direction = sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined;
              const style = column.width ? { width: column.width } : undefined;
              if (!column.allowsSorting) {
                return (
                  <th key={column.id} scope="col" className={styles.column} style={style}>
                    <span className={styles.columnInner}>{column.name}</span>
                  </th>
                );
              }
              return (
                <th key={column.id} scope="col" aria-sort={direction} className={`${styles.column} ${styles.sortableColumn}`} style={style}>
                  <Button className={styles.sortButton} onPress={() => onSortChange?.(nextSort(sortDescriptor, column.id))}>
                    <span className={styles.columnInner}>
                      {column.name}
                      <span className={styles.sortIcon}>
                        <Icon
                          name={direction === 'ascending' ? 'sortUp' : direction === 'descending' ? 'sortDown' : 'sortNone'}
                          size={12}
                        />
                      </span>
                    </span>
                  </Button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount}>
                <div className={styles.stateCell}>
                  {isLoading ? <ProgressCircle label={loadingText} /> : (emptyState ?? intl.formatMessage(messages.empty))}
                </div>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <BodyRow
                key={row.id}
                row={row}
                columns={columns}
                rowHeaderIndex={rowHeaderIndex}
                selectionMode={selectionMode}
                isSelected={selectable && (selection === 'all' || selection.has(row.id))}
                idPrefix={`${tableId}-${String(row.id).replace(/\s/g, '_')}`}
                selectRowLabel={intl.formatMessage(messages.selectRow)}
                onToggle={toggle}
              />
            ))
          )}
          {isLoading && rows.length > 0 ? (
            <tr className={styles.loaderRow}>
              <td colSpan={columnCount}>
                <ProgressCircle label={loadingText} />
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { pageSizes } from '../../tokens/constants';
import { IconButton } from '../IconButton';
import * as styles from './Table.css';
import { formatRange, messages } from './Table.messages';

export interface PaginationProps {
  /** The current page, counted from 0. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** All rows on all pages. */
  total: number;
  /** Called with the new page (and page size; a new size goes back to page 0). */
  onChange: (next: { page: number; pageSize: number }) => void;
  /** Page sizes to offer. @default pageSizes.tableOptions (10, 25, 50, 100) */
  pageSizeOptions?: readonly number[];
}

/** Page size, the range shown ("1 – 10 of 57", "1 – 10 von 57") and first / previous / next / last page. */
export function Pagination({ page, pageSize, total, onChange, pageSizeOptions = pageSizes.tableOptions }: PaginationProps) {
  const intl = useIntl();
  const selectId = useId();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const go = (next: number) => onChange({ page: Math.min(lastPage, Math.max(0, next)), pageSize });
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)} className={styles.pagination}>
      <span className={styles.pageSize}>
        <label htmlFor={selectId}>{intl.formatMessage(messages.itemsPerPage)}</label>
        <select
          id={selectId}
          className={styles.pageSizeSelect}
          value={pageSize}
          onChange={(e) => onChange({ page: 0, pageSize: Number(e.target.value) })}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {intl.formatNumber(size)}
            </option>
          ))}
        </select>
      </span>
      <span aria-live="polite">{formatRange(intl, { from, to, total })}</span>
      <span className={styles.pageButtons}>
        <IconButton
          icon="chevronFirst"
          size="small"
          label={intl.formatMessage(messages.firstPage)}
          isDisabled={page <= 0}
          onPress={() => go(0)}
        />
        <IconButton
          icon="chevronLeft"
          size="small"
          label={intl.formatMessage(messages.previousPage)}
          isDisabled={page <= 0}
          onPress={() => go(page - 1)}
        />
        <IconButton
          icon="chevronRight"
          size="small"
          label={intl.formatMessage(messages.nextPage)}
          isDisabled={page >= lastPage}
          onPress={() => go(page + 1)}
        />
        <IconButton
          icon="chevronLast"
          size="small"
          label={intl.formatMessage(messages.lastPage)}
          isDisabled={page >= lastPage}
          onPress={() => go(lastPage)}
        />
      </span>
    </nav>
  );
}

import { useMemo } from 'react';
import { Button as AriaButton, Label, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { pageSizes } from '../../tokens/constants';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { SelectBase, type SelectLooks } from '../Select/SelectBase';
import * as styles from './Table.css';
import { formatRange, messages } from './Table.messages';
import { lastPageOf, rangeOf } from './paging';

export interface PaginationProps {
  /** The current page, counted from 0. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** All rows on all pages. */
  total: number;
  /** Called with the new page and page size; choosing a new page size goes back to page 0. */
  onChange: (next: { page: number; pageSize: number }) => void;
  /** Page sizes to offer. @default pageSizes.tableOptions (10, 25, 50, 100) */
  pageSizeOptions?: readonly number[];
  /** Disable every control, e.g. while the page loads. @default false */
  isDisabled?: boolean;
}

const pageSizeLooks: SelectLooks = {
  popover: styles.pageSizePopover,
  listbox: styles.pageSizeList,
  option: styles.pageSizeOption,
};

/**
 * Page size, the range shown ("1 – 10 of 57", "1 – 10 von 57") and first / previous / next / last page. */
export function Pagination({
  page,
  pageSize,
  total,
  onChange,
  pageSizeOptions = pageSizes.tableOptions,
  isDisabled = false,
}: PaginationProps) {
  const intl = useIntl();
  const lastPage = lastPageOf(total, pageSize);
  const { from, to } = rangeOf(page, pageSize, total);
  const go = (next: number) => onChange({ page: Math.min(lastPage, Math.max(0, next)), pageSize });
  const atStart = isDisabled || page <= 0;
  const atEnd = isDisabled || page >= lastPage;
  const sizes = useMemo(() => pageSizeOptions.map((size) => ({ id: size, label: intl.formatNumber(size) })), [pageSizeOptions, intl]);
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)} className={styles.pagination}>
      <SelectBase
        className={styles.pageSize}
        label={intl.formatMessage(messages.itemsPerPage)}
        items={sizes}
        looks={pageSizeLooks}
        selectedKey={pageSize}
        isDisabled={isDisabled}
        onSelectionChange={(key: Key | null) => {
          if (key !== null && Number(key) !== pageSize) onChange({ page: 0, pageSize: Number(key) });
        }}
      >
        {(selected, valueProps) => (
          <>
            <Label>{intl.formatMessage(messages.itemsPerPage)}</Label>
            <AriaButton className={styles.pageSizeTrigger}>
              <span {...valueProps}>{selected?.label}</span>
              <Icon name="chevronDown" size={12} />
            </AriaButton>
          </>
        )}
      </SelectBase>
      <span aria-live="polite" className={styles.range}>
        {formatRange(intl, { from, to, total })}
      </span>
      <span className={styles.pageButtons}>
        <IconButton
          icon="chevronFirst"
          size="small"
          label={intl.formatMessage(messages.firstPage)}
          isDisabled={atStart}
          onPress={() => go(0)}
        />
        <IconButton
          icon="chevronLeft"
          size="small"
          label={intl.formatMessage(messages.previousPage)}
          isDisabled={atStart}
          onPress={() => go(page - 1)}
        />
        <IconButton
          icon="chevronRight"
          size="small"
          label={intl.formatMessage(messages.nextPage)}
          isDisabled={atEnd}
          onPress={() => go(page + 1)}
        />
        <IconButton
          icon="chevronLast"
          size="small"
          label={intl.formatMessage(messages.lastPage)}
          isDisabled={atEnd}
          onPress={() => go(lastPage)}
        />
      </span>
    </nav>
  );
}

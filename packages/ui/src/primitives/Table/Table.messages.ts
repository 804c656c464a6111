import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  selectAll: {
    id: 'ui.table.selectAll',
    defaultMessage: 'Select all',
    description: 'Accessible name of the checkbox in the header of a table whose rows can be selected',
  },
  selectColumn: {
    id: 'ui.table.selectColumn',
    defaultMessage: 'Selection',
    description: 'Screen-reader name of the checkbox column header of a table where one row can be selected',
  },
  selectRow: {
    id: 'ui.table.selectRow',
    defaultMessage: 'Select row',
    description: 'Accessible name of the checkbox at the start of each selectable table row',
  },
  empty: { id: 'ui.table.empty', defaultMessage: 'No entries', description: 'Shown in place of the rows of a table that has none' },
  loading: {
    id: 'ui.table.loading',
    defaultMessage: 'Loading…',
    description: 'Shown in a table row while the rows of the table load',
  },
  itemsPerPage: {
    id: 'ui.pagination.itemsPerPage',
    defaultMessage: 'Items per page',
    description: 'Label of the page-size select under a table (10, 25, 50, 100)',
  },
  firstPage: {
    id: 'ui.pagination.firstPage',
    defaultMessage: 'First page',
    description: 'Accessible name of the icon button that goes to the first page of a table',
  },
  previousPage: {
    id: 'ui.pagination.previousPage',
    defaultMessage: 'Previous page',
    description: 'Accessible name of the icon button that goes one page back in a table',
  },
  nextPage: {
    id: 'ui.pagination.nextPage',
    defaultMessage: 'Next page',
    description: 'Accessible name of the icon button that goes one page forward in a table',
  },
  lastPage: {
    id: 'ui.pagination.lastPage',
    defaultMessage: 'Last page',
    description: 'Accessible name of the icon button that goes to the last page of a table',
  },
  pagination: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the navigation bar with the page controls under a table',
  },
});

/** Messages with values are typed with them. */
const rangeMessages = defineMessages<{ range: { from: string; to: string; total: string } }>({
  range: {
    id: 'ui.pagination.range',
    defaultMessage: '{from} – {to} of {total}',
    description: 'Which rows of how many the table shows, e.g. "1 – 10 of 57"; keep the spaces around the dash',
  },
});

/** "1 – 10 of 57" in the user's language. */
export function formatRange(intl: IntlShape, values: { from: number; to: number; total: number }): string {
  return intl.formatMessage(rangeMessages.range, {
    from: intl.formatNumber(values.from),
    to: intl.formatNumber(values.to),
    total: intl.formatNumber(values.total),
  });
}

import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  selectAll: {
    id: 'ui.table.selectAll',
    defaultMessage: 'Select all',
    description: 'Label of the checkbox in the header of a selectable table',
  },
  selectRow: { id: 'ui.table.selectRow', defaultMessage: 'Select row', description: 'Label of the checkbox of a table row' },
  empty: { id: 'ui.table.empty', defaultMessage: 'No entries', description: 'Shown in a table without rows' },
  loading: { id: 'ui.table.loading', defaultMessage: 'Loading…', description: 'Shown in a table while its rows load' },
  itemsPerPage: {
    id: 'ui.pagination.itemsPerPage',
    defaultMessage: 'Items per page',
    description: 'Label of the page-size select under a table',
  },
  firstPage: { id: 'ui.pagination.firstPage', defaultMessage: 'First page', description: 'Pagination button' },
  previousPage: { id: 'ui.pagination.previousPage', defaultMessage: 'Previous page', description: 'Pagination button' },
  nextPage: { id: 'ui.pagination.nextPage', defaultMessage: 'Next page', description: 'Pagination button' },
  lastPage: { id: 'ui.pagination.lastPage', defaultMessage: 'Last page', description: 'Pagination button' },
  pagination: { id: 'ui.pagination.label', defaultMessage: 'Pagination', description: 'Accessible name of the pagination bar' },
});

/** Messages with values are typed with them. */
const rangeMessages = defineMessages<{ range: { from: string; to: string; total: string } }>({
  range: {
    id: 'ui.pagination.range',
    defaultMessage: '{from} – {to} of {total}',
    description: 'Which rows of how many the table shows, e.g. "1 – 10 of 57"',
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

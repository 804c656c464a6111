import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  noResults: {
    id: 'ui.autocomplete.noResults',
    defaultMessage: 'No results',
    description: 'Shown in an open autocomplete when no option matches',
  },
  endOfList: {
    id: 'ui.autocomplete.endOfList',
    defaultMessage: 'End of list',
    description: 'Shown under the last option once every page of a server list is loaded',
  },
  loading: { id: 'ui.autocomplete.loading', defaultMessage: 'Loading…', description: 'Shown while the first page of options loads' },
  loadingMore: {
    id: 'ui.autocomplete.loadingMore',
    defaultMessage: 'Loading more…',
    description: 'Shown under the options while the next page loads (infinite scroll)',
  },
  loadError: {
    id: 'ui.autocomplete.loadError',
    defaultMessage: 'The options could not be loaded.',
    description: 'Shown in the panel when the loader failed',
  },
  showOptions: {
    id: 'ui.autocomplete.showOptions',
    defaultMessage: 'Show options',
    description: 'Accessible name of the button that opens the list',
  },
  remove: {
    id: 'ui.autocomplete.remove',
    defaultMessage: 'Remove',
    description: 'Accessible name of the × on a chip; screen readers add the chip text ("Remove Zürich")',
  },
  newEntry: { id: 'ui.autocomplete.newEntry', defaultMessage: 'new', description: 'Marks a chip the user typed (not from the list)' },
});

const valueMessages = defineMessages<{
  count: { count: number };
  countOfTotal: { count: number; total: number };
  chipsLabel: { label: string };
}>({
  count: {
    id: 'ui.autocomplete.count',
    defaultMessage: '{count, plural, =0 {No results} one {# result} other {# results}}',
    description: 'Announced to screen readers when the options change',
  },
  countOfTotal: {
    id: 'ui.autocomplete.countOfTotal',
    defaultMessage: '{count, plural, one {# result} other {# results}} of {total}',
    description: 'Announced to screen readers when a server list is partly loaded, e.g. "200 results of 1,250"',
  },
  chipsLabel: {
    id: 'ui.autocomplete.chipsLabel',
    defaultMessage: '{label}: selected',
    description: 'Accessible name of the chips of a multi-select',
  },
});

/** "Cities: selected". */
export const formatChipsLabel = (intl: IntlShape, label: string): string => intl.formatMessage(valueMessages.chipsLabel, { label });
/** "12 results", or "200 results of 1,250" while a server list is partly loaded. */
export function formatCount(intl: IntlShape, count: number, total: number | undefined): string {
  return total != null && total > count
    ? intl.formatMessage(valueMessages.countOfTotal, { count, total })
    : intl.formatMessage(valueMessages.count, { count });
}

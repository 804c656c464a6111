import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  filters: {
    id: 'ui.vacancyFilters.label',
    defaultMessage: 'Filter vacancies',
    description: 'Accessible name of the group of search and filter fields above the vacancy list',
  },
  search: {
    id: 'ui.vacancyFilters.search',
    defaultMessage: 'Search',
    description: 'Label of the free-text search field of the vacancy list (title, reference, description)',
  },
  searchPlaceholder: {
    id: 'ui.vacancyFilters.searchPlaceholder',
    defaultMessage: 'Title, reference or keyword',
    description: 'Placeholder of the vacancy search field',
  },
  country: { id: 'ui.vacancyFilters.country', defaultMessage: 'Country', description: 'Label of the country filter of the vacancy list' },
  sector: { id: 'ui.vacancyFilters.sector', defaultMessage: 'Sector', description: 'Label of the sector filter of the vacancy list' },
  department: {
    id: 'ui.vacancyFilters.department',
    defaultMessage: 'Department',
    description: 'Label of the department filter of the vacancy list',
  },
  author: { id: 'ui.vacancyFilters.author', defaultMessage: 'Author', description: 'Label of the filter by who wrote the vacancy' },
  any: { id: 'ui.vacancyFilters.any', defaultMessage: 'All', description: 'The choice of a vacancy filter that does not filter' },
  favouritesOnly: {
    id: 'ui.vacancyFilters.favouritesOnly',
    defaultMessage: 'Favourites only',
    description: 'Checkbox of the vacancy list: show only the vacancies the user marked as favourites',
  },
  clear: { id: 'ui.vacancyFilters.clear', defaultMessage: 'Clear filters', description: 'Button that resets every vacancy filter' },
});

/** An option with the number of vacancies that have it: "Switzerland (12)". */
const countedMessages = defineMessages<{ counted: { label: string; count: number } }>({
  counted: {
    id: 'ui.vacancyFilters.counted',
    defaultMessage: '{label} ({count, number})',
    description: 'A filter choice with how many of the visible vacancies have it, e.g. "Switzerland (12)"',
  },
});

/** "Switzerland (12)" in the user's language. */
export function formatCounted(intl: IntlShape, values: { label: string; count: number }): string {
  return intl.formatMessage(countedMessages.counted, values);
}

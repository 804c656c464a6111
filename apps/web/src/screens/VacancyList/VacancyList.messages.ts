import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  newVacancy: {
    id: 'web.vacancyList.newVacancy',
    defaultMessage: 'New vacancy',
    description: 'Primary button of the vacancy list: create a vacancy',
  },
  title: { id: 'web.vacancyList.title', defaultMessage: 'Vacancies', description: 'Heading of the vacancy list' },
  back: {
    id: 'web.vacancyList.back',
    defaultMessage: 'My dashboard',
    description: 'Back link from the vacancy list to the home dashboard',
  },
  tabs: { id: 'web.vacancyList.tabs', defaultMessage: 'Status', description: 'Accessible name of the status tabs of the vacancy list' },
  tabAll: { id: 'web.vacancyList.tabAll', defaultMessage: 'All', description: 'Status tab of the vacancy list: every status' },
  tabCompanySearch: {
    id: 'web.vacancyList.tabCompanySearch',
    defaultMessage: 'In search',
    description: 'Status tab of the vacancy list: the vacancies a company is searching for (active, on hold, expired)',
  },
  table: { id: 'web.vacancyList.table', defaultMessage: 'Vacancies', description: 'Accessible name of the table of vacancies' },
  export: { id: 'web.vacancyList.export', defaultMessage: 'Export (xlsx)', description: 'Button that downloads the list as a spreadsheet' },
  exporting: {
    id: 'web.vacancyList.exporting',
    defaultMessage: 'Preparing the spreadsheet…',
    description: 'Label of the progress bar while the export is prepared',
  },
  exportFailed: {
    id: 'web.vacancyList.exportFailed',
    defaultMessage: 'The export could not be prepared. Please try again.',
    description: 'Shown when the spreadsheet export failed',
  },
  loading: { id: 'web.vacancyList.loading', defaultMessage: 'Loading the vacancies…', description: 'Accessible name while the list loads' },
  failed: {
    id: 'web.vacancyList.failed',
    defaultMessage: 'The vacancies could not be loaded.',
    description: 'Shown in place of the list when it failed to load (without a server message)',
  },
  retry: { id: 'web.vacancyList.retry', defaultMessage: 'Try again', description: 'Button that loads the failed list again' },
  emptyTitle: { id: 'web.vacancyList.emptyTitle', defaultMessage: 'No vacancies yet', description: 'Title of the empty vacancy list' },
  emptyEmployer: {
    id: 'web.vacancyList.emptyEmployer',
    defaultMessage: 'Your vacancies will be listed here once you create them.',
    description: 'Why the list of an employer is empty',
  },
  emptyConsultant: {
    id: 'web.vacancyList.emptyConsultant',
    defaultMessage: 'Vacancies you are invited to or work on, and public vacancies, will be listed here.',
    description: 'Why the list of a search consultant is empty',
  },
  emptyAdmin: {
    id: 'web.vacancyList.emptyAdmin',
    defaultMessage: 'No company has created a vacancy yet.',
    description: 'Why the list of an administrator is empty',
  },
  noMatchTitle: {
    id: 'web.vacancyList.noMatchTitle',
    defaultMessage: 'No vacancy matches',
    description: 'Title shown when the filters leave no vacancy',
  },
  noMatch: {
    id: 'web.vacancyList.noMatch',
    defaultMessage: 'Change the search or the filters, or clear them to see every vacancy.',
    description: 'Shown when the filters leave no vacancy',
  },
  clearFilters: { id: 'web.vacancyList.clearFilters', defaultMessage: 'Clear filters', description: 'Button that resets every filter' },
  favoriteAdded: {
    id: 'web.vacancyList.favoriteAdded',
    defaultMessage: '“{title}” is one of your favourites now.',
    description: 'Success bar after marking a vacancy as a favourite',
  },
  favoriteRemoved: {
    id: 'web.vacancyList.favoriteRemoved',
    defaultMessage: '“{title}” is no longer one of your favourites.',
    description: 'Success bar after unmarking a favourite vacancy',
  },
});

/** Messages with values are typed with them. */
const countMessages = defineMessages<{
  titleCount: { count: number };
  tabLabel: { label: string; count: number };
}>({
  titleCount: {
    id: 'web.vacancyList.titleCount',
    defaultMessage: 'Vacancies ({count, number})',
    description: 'Heading of the vacancy list with how many vacancies match the tab and filters',
  },
  tabLabel: {
    id: 'web.vacancyList.tabLabel',
    defaultMessage: '{label} ({count, number})',
    description: 'A status tab of the vacancy list with its count, e.g. "Active (4)"',
  },
});

/** "Vacancies (128)". */
export const formatTitleCount = (intl: IntlShape, count: number) => intl.formatMessage(countMessages.titleCount, { count });
/** "Active (4)". */
export const formatTabLabel = (intl: IntlShape, label: string, count: number) =>
  intl.formatMessage(countMessages.tabLabel, { label, count });

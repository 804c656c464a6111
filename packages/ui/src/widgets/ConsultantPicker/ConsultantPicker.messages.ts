import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  filters: { id: 'ui.consultantPicker.filters', defaultMessage: 'Filters', description: 'Heading of the filter column' },
  history: { id: 'ui.consultantPicker.history', defaultMessage: 'Placement history', description: 'Heading of the history filters' },
  search: {
    id: 'ui.consultantPicker.search',
    defaultMessage: 'Search consultants',
    description: 'Label of the free-text search above the table',
  },
  table: { id: 'ui.consultantPicker.table', defaultMessage: 'Search consultants', description: 'Accessible name of the consultant table' },
  statuses: { id: 'ui.consultantPicker.statuses', defaultMessage: 'User status', description: 'Filter: account statuses' },
  fullName: { id: 'ui.consultantPicker.fullName', defaultMessage: 'Name', description: 'Filter: consultant name' },
  keywords: { id: 'ui.consultantPicker.keywords', defaultMessage: 'Keywords', description: 'Filter: keywords (chips)' },
  countries: { id: 'ui.consultantPicker.countries', defaultMessage: 'Countries', description: 'Filter: countries' },
  address: { id: 'ui.consultantPicker.address', defaultMessage: 'Place', description: 'Filter: address or place' },
  pslOnly: {
    id: 'ui.consultantPicker.pslOnly',
    defaultMessage: 'Preferred suppliers only',
    description: 'Filter: only consultants on the PSL',
  },
  sectors: { id: 'ui.consultantPicker.sectors', defaultMessage: 'Sectors', description: 'Filter: sectors' },
  departments: { id: 'ui.consultantPicker.departments', defaultMessage: 'Departments', description: 'Filter: departments' },
  searchTypes: { id: 'ui.consultantPicker.searchTypes', defaultMessage: 'Search types', description: 'Filter: job search types' },
  minRating: { id: 'ui.consultantPicker.minRating', defaultMessage: 'Minimum rating', description: 'Filter slider: rating 0–5' },
  includeWithoutRating: {
    id: 'ui.consultantPicker.includeWithoutRating',
    defaultMessage: 'Include consultants without rating',
    description: 'Filter: also list consultants who have no rating yet',
  },
  minInterviewRatio: {
    id: 'ui.consultantPicker.minInterviewRatio',
    defaultMessage: 'Minimum interview ratio',
    description: 'Filter slider: percent',
  },
  minSatisfaction: {
    id: 'ui.consultantPicker.minSatisfaction',
    defaultMessage: 'Minimum customer satisfaction',
    description: 'Filter slider: percent',
  },
  lastLoginFrom: {
    id: 'ui.consultantPicker.lastLoginFrom',
    defaultMessage: 'Last login since',
    description: 'Admin-only filter: last login date',
  },
  historyMinSalary: { id: 'ui.consultantPicker.historyMinSalary', defaultMessage: 'Minimum salary placed', description: 'History filter' },
  historyMaxSalary: { id: 'ui.consultantPicker.historyMaxSalary', defaultMessage: 'Maximum salary placed', description: 'History filter' },
  historyCountries: { id: 'ui.consultantPicker.historyCountries', defaultMessage: 'Countries placed in', description: 'History filter' },
  historyAddress: { id: 'ui.consultantPicker.historyAddress', defaultMessage: 'Place placed in', description: 'History filter' },
  historyApplicationStatuses: {
    id: 'ui.consultantPicker.historyApplicationStatuses',
    defaultMessage: 'Application statuses reached',
    description: 'History filter',
  },
  historyExperienceLevels: {
    id: 'ui.consultantPicker.historyExperienceLevels',
    defaultMessage: 'Experience levels',
    description: 'History filter',
  },
  historySectors: { id: 'ui.consultantPicker.historySectors', defaultMessage: 'Sectors placed in', description: 'History filter' },
  historyDepartments: {
    id: 'ui.consultantPicker.historyDepartments',
    defaultMessage: 'Departments placed in',
    description: 'History filter',
  },
  historySearchTypes: {
    id: 'ui.consultantPicker.historySearchTypes',
    defaultMessage: 'Search types placed',
    description: 'History filter',
  },
  colPicture: { id: 'ui.consultantPicker.colPicture', defaultMessage: 'Picture', description: 'Table column' },
  colName: { id: 'ui.consultantPicker.colName', defaultMessage: 'Name', description: 'Table column' },
  colRating: { id: 'ui.consultantPicker.colRating', defaultMessage: 'Rating', description: 'Table column' },
  colPosition: { id: 'ui.consultantPicker.colPosition', defaultMessage: 'Position', description: 'Table column: position at organisation' },
  colPlace: { id: 'ui.consultantPicker.colPlace', defaultMessage: 'Place', description: 'Table column' },
  colStatistics: {
    id: 'ui.consultantPicker.colStatistics',
    defaultMessage: 'Statistics',
    description: 'Table column: interview ratio and satisfaction',
  },
  colInvitations: {
    id: 'ui.consultantPicker.colInvitations',
    defaultMessage: 'Invitations',
    description: 'Table column: accepted of total',
  },
  colStatus: { id: 'ui.consultantPicker.colStatus', defaultMessage: 'Status', description: 'Table column: status on this vacancy' },
  colLastStatus: {
    id: 'ui.consultantPicker.colLastStatus',
    defaultMessage: 'Last change',
    description: 'Table column: last status change and who made it',
  },
  noResults: { id: 'ui.consultantPicker.noResults', defaultMessage: 'No consultant matches these filters.', description: 'Empty table' },
  loadError: {
    id: 'ui.consultantPicker.loadError',
    defaultMessage: 'The consultants could not be loaded.',
    description: 'Shown when the loader failed',
  },
  status_active: { id: 'ui.consultantPicker.status.active', defaultMessage: 'Active', description: 'User status' },
  status_inactive: { id: 'ui.consultantPicker.status.inactive', defaultMessage: 'Inactive', description: 'User status' },
  status_blocked: { id: 'ui.consultantPicker.status.blocked', defaultMessage: 'Blocked', description: 'User status' },
  status_deleted: { id: 'ui.consultantPicker.status.deleted', defaultMessage: 'Deleted', description: 'User status' },
});

const valueMessages = defineMessages<{
  statistics: { interviewRatio: string; satisfaction: string };
  invitations: { accepted: number; total: number };
  lastStatus: { date: string; user: string };
}>({
  statistics: {
    id: 'ui.consultantPicker.statistics',
    defaultMessage: 'Interviews {interviewRatio} · Satisfaction {satisfaction}',
    description: 'Statistics cell: interview ratio and customer satisfaction in percent',
  },
  invitations: {
    id: 'ui.consultantPicker.invitations',
    defaultMessage: '{accepted} of {total} accepted',
    description: 'Invitations cell',
  },
  lastStatus: {
    id: 'ui.consultantPicker.lastStatus',
    defaultMessage: '{date} by {user}',
    description: 'Last status cell: date and acting user',
  },
});

const percent = (intl: IntlShape, value: number | null | undefined) =>
  value == null ? '–' : intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 0 });

export const formatStatistics = (intl: IntlShape, interviewRatio: number | null | undefined, satisfaction: number | null | undefined) =>
  intl.formatMessage(valueMessages.statistics, {
    interviewRatio: percent(intl, interviewRatio),
    satisfaction: percent(intl, satisfaction),
  });
export const formatInvitations = (intl: IntlShape, accepted: number, total: number) =>
  intl.formatMessage(valueMessages.invitations, { accepted, total });
export const formatLastStatus = (intl: IntlShape, date: string, user: string) =>
  intl.formatMessage(valueMessages.lastStatus, { date, user });

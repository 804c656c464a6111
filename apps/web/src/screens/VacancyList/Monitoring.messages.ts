import { defineMessages, type IntlShape } from 'react-intl';

export const monitoringMessages = defineMessages({
  title: { id: 'web.monitoring.title', defaultMessage: 'Monitoring', description: 'Heading of the monitoring page (every vacancy)' },
  table: { id: 'web.monitoring.table', defaultMessage: 'All vacancies', description: 'Accessible name of the monitoring table' },
  forbiddenTitle: {
    id: 'web.monitoring.forbiddenTitle',
    defaultMessage: 'Monitoring is for administrators',
    description: 'Title shown to a user who is not an administrator on the monitoring page',
  },
  forbidden: {
    id: 'web.monitoring.forbidden',
    defaultMessage: 'You may not see the monitoring of all vacancies. Your own vacancies are on the vacancy list.',
    description: 'Shown to a user who is not an administrator on the monitoring page; no data is shown',
  },
  toList: {
    id: 'web.monitoring.toList',
    defaultMessage: 'Go to my vacancies',
    description: 'Link from the refused monitoring page to the vacancy list',
  },
  empty: {
    id: 'web.monitoring.empty',
    defaultMessage: 'There are no vacancies on the platform yet.',
    description: 'Shown on the monitoring page when there is no vacancy at all',
  },
});

/** Messages with values are typed with them. */
const monitoringCountMessages = defineMessages<{ titleCount: { count: number } }>({
  titleCount: {
    id: 'web.monitoring.titleCount',
    defaultMessage: 'Monitoring ({count, number} vacancies)',
    description: 'Heading of the monitoring page with how many vacancies match',
  },
});

/** "Monitoring (1,024 vacancies)". */
export const formatMonitoringTitle = (intl: IntlShape, count: number) => intl.formatMessage(monitoringCountMessages.titleCount, { count });

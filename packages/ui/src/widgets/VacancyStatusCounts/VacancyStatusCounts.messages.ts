import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  total: {
    id: 'ui.vacancyStatusCounts.total',
    defaultMessage: 'All vacancies',
    description: 'Label of the tile with the number of all vacancies (every status but deleted drafts)',
  },
  loading: {
    id: 'ui.vacancyStatusCounts.loading',
    defaultMessage: 'Loading the counts',
    description: 'Accessible name of the vacancy counts while they load',
  },
});

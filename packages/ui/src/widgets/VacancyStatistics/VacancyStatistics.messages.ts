import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'ui.vacancyStatistics.label',
    defaultMessage: 'Vacancy statistics',
    description: 'Accessible name of the key figures above the vacancy list',
  },
  vacancies: {
    id: 'ui.vacancyStatistics.vacancies',
    defaultMessage: 'Vacancies',
    description: 'Key figure above the vacancy list: how many vacancies match the filters',
  },
  openPositions: {
    id: 'ui.vacancyStatistics.openPositions',
    defaultMessage: 'Open positions',
    description: 'Key figure: positions of the matching vacancies not filled yet',
  },
  placements: {
    id: 'ui.vacancyStatistics.placements',
    defaultMessage: 'Placements',
    description: 'Key figure: positions of the matching vacancies filled by a placed candidate',
  },
  favourites: {
    id: 'ui.vacancyStatistics.favourites',
    defaultMessage: 'Favourites',
    description: 'Key figure: how many of the matching vacancies the user marked as favourites',
  },
  loading: {
    id: 'ui.vacancyStatistics.loading',
    defaultMessage: 'Loading the statistics…',
    description: 'Accessible name of the key figures while they load',
  },
});

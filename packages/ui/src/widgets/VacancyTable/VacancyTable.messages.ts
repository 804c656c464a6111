import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  favorite: {
    id: 'ui.vacancyTable.favorite',
    defaultMessage: 'Favourite',
    description: 'Header of the vacancy table column with the favourite star of each vacancy',
  },
  id: { id: 'ui.vacancyTable.id', defaultMessage: 'ID', description: 'Header of the vacancy table column with the vacancy id' },
  title: { id: 'ui.vacancyTable.title', defaultMessage: 'Vacancy', description: 'Header of the vacancy table column with the title' },
  reference: {
    id: 'ui.vacancyTable.reference',
    defaultMessage: 'Reference',
    description: 'Header of the vacancy table column with the employer’s own reference of the vacancy',
  },
  status: { id: 'ui.vacancyTable.status', defaultMessage: 'Status', description: 'Header of the vacancy table column with the status' },
  author: { id: 'ui.vacancyTable.author', defaultMessage: 'Author', description: 'Header of the vacancy table column with who wrote it' },
  organization: {
    id: 'ui.vacancyTable.organization',
    defaultMessage: 'Organisation',
    description: 'Header of the vacancy table column with the company the vacancy belongs to',
  },
  location: { id: 'ui.vacancyTable.location', defaultMessage: 'Location', description: 'Header of the column with city and country' },
  city: { id: 'ui.vacancyTable.city', defaultMessage: 'City', description: 'Header of the monitoring table column with the city' },
  country: {
    id: 'ui.vacancyTable.country',
    defaultMessage: 'Country',
    description: 'Header of the monitoring table column with the country',
  },
  positions: {
    id: 'ui.vacancyTable.positions',
    defaultMessage: 'Positions',
    description: 'Header of the vacancy table column with how many positions the vacancy has',
  },
  placements: {
    id: 'ui.vacancyTable.placements',
    defaultMessage: 'Placements',
    description: 'Header of the vacancy table column with how many positions were filled',
  },
  consultants: {
    id: 'ui.vacancyTable.consultants',
    defaultMessage: 'Consultants',
    description: 'Header of the vacancy table column with how many search consultants are on the vacancy',
  },
  candidates: {
    id: 'ui.vacancyTable.candidates',
    defaultMessage: 'Candidates',
    description: 'Header of the vacancy table column with how many candidates were submitted',
  },
  created: { id: 'ui.vacancyTable.created', defaultMessage: 'Created', description: 'Header of the column with the creation date' },
  published: {
    id: 'ui.vacancyTable.published',
    defaultMessage: 'Published',
    description: 'Header of the vacancy table column with the publication date',
  },
});

/** Messages with values are typed with them. */
const valueMessages = defineMessages<{
  markFavorite: { title: string };
  filled: { placements: number; positions: number };
}>({
  markFavorite: {
    id: 'ui.vacancyTable.markFavorite',
    defaultMessage: 'Favourite: {title}',
    description: 'Accessible name of the star toggle that marks a vacancy as a favourite (pressed when it is one)',
  },
  filled: {
    id: 'ui.vacancyTable.filled',
    defaultMessage: '{placements} of {positions} filled',
    description: 'Positions cell of a vacancy: how many of its positions are filled, e.g. "1 of 2 filled"',
  },
});

/** The favourite toggle's accessible name: "Favourite: Head of Finance". */
export const formatFavoriteLabel = (intl: IntlShape, title: string) => intl.formatMessage(valueMessages.markFavorite, { title });
/** "1 of 2 filled". */
export const formatFilled = (intl: IntlShape, values: { placements: number; positions: number }) =>
  intl.formatMessage(valueMessages.filled, values);

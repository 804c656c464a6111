import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.home.title', defaultMessage: 'Mandate', description: 'Product name shown as the home page heading' },
  tagline: {
    id: 'web.home.tagline',
    defaultMessage: 'The recruitment marketplace for employers and search consultants.',
    description: 'One-line description of the product on the home page',
  },
  login: { id: 'web.home.login', defaultMessage: 'Log in', description: 'Link to the login page' },
  vacanciesTitle: {
    id: 'web.home.vacanciesTitle',
    defaultMessage: 'Open vacancies',
    description: 'Heading of the public vacancies on the public home page',
  },
  vacanciesHint: {
    id: 'web.home.vacanciesHint',
    defaultMessage: 'Log in to see a vacancy’s details and to work on it.',
    description: 'Under the heading of the public vacancies: what logging in gives',
  },
  vacanciesEmpty: {
    id: 'web.home.vacanciesEmpty',
    defaultMessage: 'No open vacancies right now',
    description: 'Empty state of the public vacancies',
  },
  vacanciesFailed: {
    id: 'web.home.vacanciesFailed',
    defaultMessage: 'The vacancies could not be loaded.',
    description: 'Inline alert where the public vacancies failed to load',
  },
  vacanciesMore: {
    id: 'web.home.vacanciesMore',
    defaultMessage: '{shown} of {total} vacancies shown',
    description: 'Under the public vacancies when there are more than shown',
  },
  vacanciesRetry: {
    id: 'web.home.vacanciesRetry',
    defaultMessage: 'Try again',
    description: 'Button of the inline alert of the failed public vacancies',
  },
  vacanciesLoading: {
    id: 'web.home.vacanciesLoading',
    defaultMessage: 'Loading the vacancies',
    description: 'Accessible name of the public vacancies while they load',
  },
});

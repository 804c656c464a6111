import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.home.title', defaultMessage: 'Mandate', description: 'Product name shown as the home page heading' },
  tagline: {
    id: 'web.home.tagline',
    defaultMessage: 'The recruitment marketplace for employers and search consultants.',
    description: 'One-line description of the product on the home page',
  },
  login: { id: 'web.home.login', defaultMessage: 'Log in', description: 'Link to the login page' },
});

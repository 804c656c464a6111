import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  product: { id: 'web.shell.product', defaultMessage: 'Mandate', description: 'Product name in the top bar' },
  logout: { id: 'web.shell.logout', defaultMessage: 'Log out', description: 'Top-bar button that ends the session' },
  login: { id: 'web.shell.login', defaultMessage: 'Log in', description: 'Top-bar link to the login page' },
  language: { id: 'web.shell.language', defaultMessage: 'Language', description: 'Accessible name of the language switch' },
  english: { id: 'web.shell.english', defaultMessage: 'English', description: 'Language switch option' },
  german: { id: 'web.shell.german', defaultMessage: 'German', description: 'Language switch option' },
  main: { id: 'web.shell.mainNavigation', defaultMessage: 'Main', description: 'Accessible name of the top bar' },
});

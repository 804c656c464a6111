import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.login.title', defaultMessage: 'Log in to Mandate', description: 'Heading of the login page' },
  email: { id: 'web.login.email', defaultMessage: 'E-mail', description: 'Label of the e-mail field on the login page' },
  password: { id: 'web.login.password', defaultMessage: 'Password', description: 'Label of the password field on the login page' },
  submit: { id: 'web.login.submit', defaultMessage: 'Log in', description: 'Button that logs in' },
  failed: {
    id: 'web.login.failed',
    defaultMessage: 'Login failed. Please try again.',
    description: 'Shown when the login fails without a message from the server',
  },
});

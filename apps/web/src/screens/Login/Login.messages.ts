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
  useCode: {
    id: 'web.login.useCode',
    defaultMessage: 'Use a code sent by e-mail',
    description: 'Switches the login form to the one-time code',
  },
  usePassword: {
    id: 'web.login.usePassword',
    defaultMessage: 'Use my password',
    description: 'Switches the login form back to the password',
  },
  sendCode: { id: 'web.login.sendCode', defaultMessage: 'Send code', description: 'Button that mails a one-time login code' },
  code: { id: 'web.login.code', defaultMessage: 'Code from the e-mail', description: 'Label of the one-time code field' },
  linkLogin: { id: 'web.login.linkLogin', defaultMessage: 'Logging you in…', description: 'Shown while a login link is checked' },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  product: { id: 'web.shell.product', defaultMessage: 'Mandate', description: 'Product name in the top bar' },
  logout: { id: 'web.shell.logout', defaultMessage: 'Log out', description: 'Top-bar button that ends the session' },
  login: { id: 'web.shell.login', defaultMessage: 'Log in', description: 'Top-bar link to the login page' },
  language: { id: 'web.shell.language', defaultMessage: 'Language', description: 'Accessible name of the language switch' },
  english: { id: 'web.shell.english', defaultMessage: 'English', description: 'Language switch option' },
  german: { id: 'web.shell.german', defaultMessage: 'German', description: 'Language switch option' },
  loading: {
    id: 'web.shell.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of the thin bar shown while calls to the server run',
  },
  newVersion: {
    id: 'web.shell.newVersion',
    defaultMessage: 'A new version of the application is available.',
    description: 'Title of the dialog the version check opens (001 §4.6)',
  },
  refresh: { id: 'web.shell.refresh', defaultMessage: 'Refresh', description: 'Button of the new-version dialog that reloads the app' },
  remindLater: {
    id: 'web.shell.remindLater',
    defaultMessage: 'Remind me later',
    description: 'Button of the new-version dialog that asks again in 4 minutes',
  },
  navigating: { id: 'web.shell.navigating', defaultMessage: 'Loading page…', description: 'Label of the overlay shown while a page loads' },
  main: { id: 'web.shell.mainNavigation', defaultMessage: 'Main', description: 'Accessible name of the top bar' },
  navigation: {
    id: 'web.shell.navigation',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the main navigation of the dashboard',
  },
  navHome: { id: 'web.shell.nav.home', defaultMessage: 'Home', description: 'Main navigation: the user’s home dashboard' },
  navVacancies: { id: 'web.shell.nav.vacancies', defaultMessage: 'Vacancies', description: 'Main navigation: the vacancy list' },
  navCandidates: {
    id: 'web.shell.nav.candidates',
    defaultMessage: 'My candidates',
    description: 'Main navigation: the search consultant’s candidate list',
  },
  navShortlists: { id: 'web.shell.nav.shortlists', defaultMessage: 'Shortlists', description: 'Main navigation: the shortlists to review' },
  navMessages: { id: 'web.shell.nav.messages', defaultMessage: 'Messages', description: 'Main navigation: the inbox of private messages' },
  navUnread: {
    id: 'web.shell.nav.unread',
    defaultMessage: 'unread',
    description: 'Read by screen readers after the number of unread threads on the Messages entry ("Messages 2 unread")',
  },
  navMonitoring: {
    id: 'web.shell.nav.monitoring',
    defaultMessage: 'Monitoring',
    description: 'Main navigation: the admins’ monitoring of every vacancy',
  },
  myProfile: {
    id: 'web.shell.user.profile',
    defaultMessage: 'My profile',
    description: 'User menu of the top bar: the user’s own profile page',
  },
  sendFeedback: {
    id: 'web.shell.user.sendFeedback',
    defaultMessage: 'Send feedback',
    description: 'User menu of the top bar: opens the dialog that sends feedback to the platform',
  },
  feedbackList: {
    id: 'web.shell.user.feedbackList',
    defaultMessage: 'Feedback received',
    description: 'User menu of the top bar (admins): the list of feedback sent to the platform',
  },
  paymentTerms: {
    id: 'web.shell.user.paymentTerms',
    defaultMessage: 'Payment terms',
    description: 'User menu of the top bar (admins): the payment terms page',
  },
});

import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  organization: {
    id: 'web.dashboard.organization',
    defaultMessage: 'Organisation',
    description: 'Label of the user’s organisation on the home dashboard',
  },
  roles: { id: 'web.dashboard.roles', defaultMessage: 'Roles', description: 'Label of the user’s roles on the home dashboard' },
  switchedBy: {
    id: 'web.dashboard.switchedBy',
    defaultMessage: 'Signed in by an administrator',
    description: 'Note when an admin switched to this user',
  },
});

const typed = defineMessages<{ welcome: { name: string } }>({
  welcome: { id: 'web.dashboard.welcome', defaultMessage: 'Welcome, {name}', description: 'Heading of the home dashboard' },
});

/** "Welcome, Anna Meier". */
export function formatWelcome(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.welcome, { name });
}

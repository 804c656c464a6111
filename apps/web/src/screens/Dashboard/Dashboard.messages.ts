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
  invitations: { id: 'web.dashboard.invitations', defaultMessage: 'Open invitations', description: 'Counter label on the home dashboard' },
  unreadThreads: {
    id: 'web.dashboard.unreadThreads',
    defaultMessage: 'Unread messages',
    description: 'Counter label on the home dashboard',
  },
  openTasks: { id: 'web.dashboard.openTasks', defaultMessage: 'Open tasks', description: 'Counter label on the home dashboard' },
  myProfile: {
    id: 'web.dashboard.myProfile',
    defaultMessage: 'My profile',
    description: 'Link from the home dashboard to the user’s profile',
  },
  recentUsers: {
    id: 'web.dashboard.recentUsers',
    defaultMessage: 'Recent users',
    description: 'Heading of the list of users switched to recently',
  },
  noRecentUsers: {
    id: 'web.dashboard.noRecentUsers',
    defaultMessage: 'Users you switch to appear here.',
    description: 'Empty state of the recent users list',
  },
  switchUser: { id: 'web.dashboard.switchUser', defaultMessage: 'Switch user', description: 'Heading of the switch-user picker' },
  search: {
    id: 'web.dashboard.searchUsers',
    defaultMessage: 'Name or e-mail',
    description: 'Label of the search field of the switch-user picker',
  },
  noUsers: { id: 'web.dashboard.noUsers', defaultMessage: 'No user matches.', description: 'Empty result of the switch-user picker' },
  switchBack: {
    id: 'web.dashboard.switchBack',
    defaultMessage: 'Back to my account',
    description: 'Button that switches back to the administrator',
  },
});

const typed = defineMessages<{ welcome: { name: string }; switchTo: { name: string } }>({
  welcome: { id: 'web.dashboard.welcome', defaultMessage: 'Welcome, {name}', description: 'Heading of the home dashboard' },
  switchTo: { id: 'web.dashboard.switchTo', defaultMessage: 'Switch to {name}', description: 'Button that signs in as the user named' },
});

/** "Welcome, Anna Meier". */
export function formatWelcome(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.welcome, { name });
}

/** "Switch to Anna Meier". */
export function formatSwitchTo(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.switchTo, { name });
}

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  newVacancy: {
    id: 'web.home.newVacancy',
    defaultMessage: 'New vacancy',
    description: 'Primary button of the employer’s home: create a vacancy',
  },
  countsTitle: {
    id: 'web.home.countsTitle',
    defaultMessage: 'My vacancies by status',
    description: 'Heading of the employer’s vacancy counts on the home page',
  },
  waitingTitle: {
    id: 'web.home.waitingTitle',
    defaultMessage: 'Waiting for you',
    description: 'Heading of the vacancies with consultant requests or new applications on the employer’s home page',
  },
  requests: {
    id: 'web.home.requests',
    defaultMessage: '{count, plural, one {# consultant request to approve} other {# consultant requests to approve}}',
    description: 'What waits on a vacancy: search consultants asking to work on it',
  },
  applications: {
    id: 'web.home.applications',
    defaultMessage: '{count, plural, one {# new application to review} other {# new applications to review}}',
    description: 'What waits on a vacancy: applications not reviewed yet',
  },
  waitingSince: {
    id: 'web.home.waitingSince',
    defaultMessage: 'the oldest since {date}',
    description: 'When the oldest request or application of a vacancy arrived',
  },
  waitingEmpty: {
    id: 'web.home.waitingEmpty',
    defaultMessage: 'Nothing waits for you',
    description: 'Empty state of the employer’s waiting list',
  },
  waitingEmptyHint: {
    id: 'web.home.waitingEmptyHint',
    defaultMessage: 'Consultant requests and new applications appear here.',
    description: 'Explanation of the empty waiting list',
  },
  recentTitle: {
    id: 'web.home.recentTitle',
    defaultMessage: 'Recently changed vacancies',
    description: 'Heading of the employer’s most recently changed vacancies on the home page',
  },
  recentEmpty: {
    id: 'web.home.recentEmpty',
    defaultMessage: 'You have no vacancies yet',
    description: 'Empty state of the employer’s vacancies on the home page',
  },
  invitationsTitle: {
    id: 'web.home.invitationsTitle',
    defaultMessage: 'Open invitations',
    description: 'Heading of the search consultant’s open invitations on the home page',
  },
  invitationsEmpty: {
    id: 'web.home.invitationsEmpty',
    defaultMessage: 'No open invitations',
    description: 'Empty state of the consultant’s invitations',
  },
  invitationsEmptyHint: {
    id: 'web.home.invitationsEmptyHint',
    defaultMessage: 'When an employer invites you to a vacancy, you answer it here.',
    description: 'Explanation of the empty invitations list',
  },
  workingOnTitle: {
    id: 'web.home.workingOnTitle',
    defaultMessage: 'Vacancies you work on',
    description: 'Heading of the vacancies the consultant was accepted on',
  },
  workingOnEmpty: {
    id: 'web.home.workingOnEmpty',
    defaultMessage: 'You do not work on a vacancy yet',
    description: 'Empty state of the consultant’s vacancies',
  },
  requestableTitle: {
    id: 'web.home.requestableTitle',
    defaultMessage: 'Vacancies you may request',
    description: 'Heading of active vacancies the consultant may ask to work on',
  },
  requestableEmpty: {
    id: 'web.home.requestableEmpty',
    defaultMessage: 'No vacancy to request right now',
    description: 'Empty state of the vacancies the consultant may request',
  },
  moderationTitle: {
    id: 'web.home.moderationTitle',
    defaultMessage: 'Waiting for moderation',
    description: 'Heading of the vacancies waiting for an admin’s moderation',
  },
  moderationEmpty: {
    id: 'web.home.moderationEmpty',
    defaultMessage: 'No vacancy waits for moderation',
    description: 'Empty state of the moderation list',
  },
  monitoringTitle: {
    id: 'web.home.monitoringTitle',
    defaultMessage: 'Monitoring',
    description: 'Heading of the admin’s entry to the monitoring of all vacancies',
  },
  monitoringText: {
    id: 'web.home.monitoringText',
    defaultMessage: 'Every vacancy of the platform with the monitoring columns, and their export.',
    description: 'What the monitoring page offers',
  },
  monitoringLink: {
    id: 'web.home.monitoringLink',
    defaultMessage: 'Open monitoring',
    description: 'Link from the admin’s home page to the monitoring page',
  },
  more: {
    id: 'web.home.more',
    defaultMessage: '{shown} of {total} shown',
    description: 'Under a home list that shows only the first items',
  },
  failed: {
    id: 'web.home.failed',
    defaultMessage: 'This list could not be loaded.',
    description: 'Inline alert where a home list failed to load',
  },
  retry: { id: 'web.home.retry', defaultMessage: 'Try again', description: 'Button of the inline alert of a failed home list' },
  loading: { id: 'web.home.loading', defaultMessage: 'Loading', description: 'Accessible name of a home list while it loads' },
  acceptDone: {
    id: 'web.home.acceptDone',
    defaultMessage: 'You accepted the invitation to {title}.',
    description: 'Success bar after accepting an invitation from the home page',
  },
  declineDone: {
    id: 'web.home.declineDone',
    defaultMessage: 'You declined the invitation to {title}.',
    description: 'Success bar after declining an invitation from the home page',
  },
  tasksTitle: {
    id: 'web.home.tasksTitle',
    defaultMessage: 'My tasks',
    description: 'Heading of the open tasks on the home page',
  },
  tasksTitleCount: {
    id: 'web.home.tasksTitleCount',
    defaultMessage: 'My tasks ({count, number})',
    description: 'Heading of the open tasks on the home page, with the number of open tasks',
  },
  taskSaved: {
    id: 'web.home.taskSaved',
    defaultMessage: 'The task is saved.',
    description: 'Success message after a task was edited on the home page',
  },
  taskCompleted: {
    id: 'web.home.taskCompleted',
    defaultMessage: 'Task completed',
    description: 'Success message after a task was marked as done on the home page',
  },
});

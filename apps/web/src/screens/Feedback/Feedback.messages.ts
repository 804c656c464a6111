import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  sent: { id: 'web.feedback.sent', defaultMessage: 'Feedback sent', description: 'Success bar after sending feedback to the platform' },
  title: {
    id: 'web.feedback.title',
    defaultMessage: 'Feedback',
    description: 'Heading of the admins’ page of feedback sent to the platform',
  },
  back: { id: 'web.feedback.back', defaultMessage: 'Home', description: 'Back link of the feedback page, to the home page' },
  list: { id: 'web.feedback.list', defaultMessage: 'Feedback received', description: 'Accessible name of the list of feedback entries' },
  count: {
    id: 'web.feedback.count',
    defaultMessage: '{count, plural, one {# entry} other {# entries}}',
    description: 'How many feedback entries there are, in the page header',
  },
  empty: { id: 'web.feedback.empty', defaultMessage: 'Nobody has sent feedback yet.', description: 'The feedback list without entries' },
  noSubject: {
    id: 'web.feedback.noSubject',
    defaultMessage: 'No short description',
    description: 'A feedback entry sent without a subject',
  },
  unknownUser: {
    id: 'web.feedback.unknownUser',
    defaultMessage: 'Deleted user',
    description: 'The sender of a feedback entry whose account is gone',
  },
  category: { id: 'web.feedback.category', defaultMessage: 'Category', description: 'Label of the category of a feedback entry' },
  from: { id: 'web.feedback.from', defaultMessage: 'From', description: 'Label of the sender of a feedback entry' },
  sentOn: { id: 'web.feedback.sentOn', defaultMessage: 'Sent', description: 'Label of when a feedback entry was sent' },
  loading: {
    id: 'web.feedback.loading',
    defaultMessage: 'Loading the feedback…',
    description: 'Accessible name of the page while the feedback loads',
  },
  failed: {
    id: 'web.feedback.failed',
    defaultMessage: 'The feedback could not be loaded.',
    description: 'The feedback list failed to load (no server message)',
  },
  retry: { id: 'web.feedback.retry', defaultMessage: 'Try again', description: 'Button that loads the feedback list again' },
});

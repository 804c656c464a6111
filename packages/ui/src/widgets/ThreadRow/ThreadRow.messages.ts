import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  actions: { id: 'ui.threadRow.actions', defaultMessage: 'Actions', description: 'Menu button of a message thread in the inbox' },
  unread: { id: 'ui.threadRow.unread', defaultMessage: 'Unread', description: 'Badge of a thread with messages the user has not read' },
  noMessage: {
    id: 'ui.threadRow.noMessage',
    defaultMessage: 'No message',
    description: 'Preview of a thread whose messages are all deleted',
  },
  byAuthor: {
    id: 'ui.threadRow.byAuthor',
    defaultMessage: '{author}: {text}',
    description: 'The last message of a thread with its author',
  },
});

export const counted = defineMessages({
  messageCount: {
    id: 'ui.threadRow.messageCount',
    defaultMessage: '{count, plural, one {# message} other {# messages}}',
    description: 'How many messages a thread has',
  },
});

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.messages.title', defaultMessage: 'Messages', description: 'Heading of the inbox' },
  dashboard: { id: 'web.messages.dashboard', defaultMessage: 'My dashboard', description: 'Back link from the inbox' },
  back: { id: 'web.messages.back', defaultMessage: 'Messages', description: 'Back link from a thread to the inbox' },
  listLabel: { id: 'web.messages.listLabel', defaultMessage: 'Threads', description: 'Accessible name of the list of threads' },
  newMessage: {
    id: 'web.messages.newMessage',
    defaultMessage: 'New message',
    description: 'Primary button of the inbox: write a new message (not available yet)',
  },
  newMessageLater: {
    id: 'web.messages.newMessageLater',
    defaultMessage: 'Write to someone from their profile or from a vacancy.',
    description: 'Help beside the disabled New message button',
  },
  search: {
    id: 'web.messages.search',
    defaultMessage: 'Search messages',
    description: 'Label of the search over subject, text and people',
  },
  messageMail: {
    id: 'web.messages.messageMail',
    defaultMessage: 'E-mail me about new messages',
    description: 'Label of the choice when the user gets an e-mail about new messages while not online',
  },
  messageMailImmediately: {
    id: 'web.messages.messageMailImmediately',
    defaultMessage: 'Immediately',
    description: 'Option: an e-mail for each new message while not online',
  },
  messageMailDaily: {
    id: 'web.messages.messageMailDaily',
    defaultMessage: 'Once a day',
    description: 'Option: one daily e-mail listing unread conversations',
  },
  messageMailNever: { id: 'web.messages.messageMailNever', defaultMessage: 'Never', description: 'Option: no e-mail about messages' },
  messageMailSaved: {
    id: 'web.messages.messageMailSaved',
    defaultMessage: 'Your e-mail setting is saved.',
    description: 'Notice after changing when new messages are e-mailed',
  },
  empty: { id: 'web.messages.empty', defaultMessage: 'You have no messages yet.', description: 'Inbox without threads' },
  noMatch: {
    id: 'web.messages.noMatch',
    defaultMessage: 'No message matches the search.',
    description: 'Empty search result of the inbox',
  },
  clearSearch: { id: 'web.messages.clearSearch', defaultMessage: 'Clear search', description: 'Button that resets the inbox search' },
  failed: { id: 'web.messages.failed', defaultMessage: 'The messages could not be loaded.', description: 'Inline error of the inbox' },
  retry: { id: 'web.messages.retry', defaultMessage: 'Try again', description: 'Button that loads again after a failure' },
  markRead: { id: 'web.messages.markRead', defaultMessage: 'Mark as read', description: 'Action on a thread' },
  markUnread: { id: 'web.messages.markUnread', defaultMessage: 'Mark as unread', description: 'Action on a thread' },
  delete: { id: 'web.messages.delete', defaultMessage: 'Delete', description: 'Action on a thread or a message' },
  edit: { id: 'web.messages.edit', defaultMessage: 'Edit', description: 'Action on one’s own message' },
  deleteThreadTitle: {
    id: 'web.messages.deleteThreadTitle',
    defaultMessage: 'Delete this conversation for you?',
    description: 'Question before deleting a thread for oneself',
  },
  deleteThreadDetail: {
    id: 'web.messages.deleteThreadDetail',
    defaultMessage: 'The others keep it. It comes back when someone writes in it again.',
    description: 'Detail of the delete-thread confirmation',
  },
  threadDeleted: { id: 'web.messages.threadDeleted', defaultMessage: 'The conversation is deleted.', description: 'Success bar' },
  deleteMessageTitle: {
    id: 'web.messages.deleteMessageTitle',
    defaultMessage: 'Delete this message for everyone?',
    description: 'Question before the author deletes a message for all participants',
  },
  messageDeleted: { id: 'web.messages.messageDeleted', defaultMessage: 'The message is deleted.', description: 'Success bar' },
  messageEdited: { id: 'web.messages.messageEdited', defaultMessage: 'The message is changed.', description: 'Success bar' },
  threadFailed: {
    id: 'web.messages.threadFailed',
    defaultMessage: 'This conversation could not be loaded.',
    description: 'Inline error of a thread when the server gave no message',
  },
  messagesLabel: {
    id: 'web.messages.messagesLabel',
    defaultMessage: 'Messages of the conversation',
    description: 'Accessible name of the thread’s messages',
  },
  olderHidden: {
    id: 'web.messages.olderHidden',
    defaultMessage: 'Showing the latest {shown, number} of {total, number} messages.',
    description: 'Note above a long thread',
  },
  reply: { id: 'web.messages.reply', defaultMessage: 'Reply', description: 'Label of the reply editor' },
  send: { id: 'web.messages.send', defaultMessage: 'Send', description: 'Button that sends a reply or a new message' },
  save: { id: 'web.messages.save', defaultMessage: 'Save', description: 'Button that saves an edited message' },
  cancel: { id: 'web.messages.cancel', defaultMessage: 'Cancel', description: 'Button that ends editing without saving' },
  editLabel: { id: 'web.messages.editLabel', defaultMessage: 'Your message', description: 'Label of the editor of an existing message' },
  sent: { id: 'web.messages.sent', defaultMessage: 'Message sent', description: 'Success bar after sending a message' },
  participants: { id: 'web.messages.participants', defaultMessage: 'With {names}', description: 'Key fact of a thread: the other people' },
  vacancy: { id: 'web.messages.vacancy', defaultMessage: 'Vacancy: {title}', description: 'Key fact of a thread: its vacancy' },
  composeTitle: {
    id: 'web.messages.composeTitle',
    defaultMessage: 'Message to {name}',
    description: 'Heading of the form to start a conversation',
  },
  composeLoading: { id: 'web.messages.composeLoading', defaultMessage: 'New message', description: 'Heading while the recipient loads' },
  subject: { id: 'web.messages.subject', defaultMessage: 'Subject', description: 'Label of the subject field' },
  message: { id: 'web.messages.message', defaultMessage: 'Message', description: 'Label of the message editor' },
  userFailed: {
    id: 'web.messages.userFailed',
    defaultMessage: 'This person could not be found.',
    description: 'Inline error of the compose page when the recipient cannot be loaded',
  },
  ownInbox: {
    id: 'web.messages.ownInbox',
    defaultMessage: 'You cannot write a message to yourself.',
    description: 'Compose page opened for the signed-in user',
  },
});

export const counted = defineMessages({
  titleUnread: {
    id: 'web.messages.titleUnread',
    defaultMessage: 'Messages ({count, number} unread)',
    description: 'Heading of the inbox with the number of unread threads',
  },
});

/** A message with values (react-intl's typed descriptors need the cast, as elsewhere in the app). */
export const formatWith = (intl: IntlShape, descriptor: MessageDescriptor, values: Record<string, string | number>) =>
  intl.formatMessage(descriptor as MessageDescriptor, values);

/** The inbox's heading with its unread count. */
export const formatInboxTitle = (intl: IntlShape, unread: number) =>
  unread > 0 ? intl.formatMessage(counted.titleUnread as MessageDescriptor, { count: unread }) : intl.formatMessage(messages.title);

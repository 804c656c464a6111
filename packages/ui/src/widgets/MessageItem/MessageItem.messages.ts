import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  actions: { id: 'ui.messageItem.actions', defaultMessage: 'Message actions', description: 'Menu button of a message in a thread' },
  you: { id: 'ui.messageItem.you', defaultMessage: 'You', description: 'Author of a message the user wrote' },
  unknownAuthor: {
    id: 'ui.messageItem.unknownAuthor',
    defaultMessage: 'Former user',
    description: 'Author of a message whose user is gone',
  },
  deleted: { id: 'ui.messageItem.deleted', defaultMessage: 'This message was deleted.', description: 'Shown instead of a deleted message' },
  edited: { id: 'ui.messageItem.edited', defaultMessage: '(edited)', description: 'Mark of a message changed after it was sent' },
  attachments: {
    id: 'ui.messageItem.attachments',
    defaultMessage: 'Attachments',
    description: 'Accessible name of a message’s list of files',
  },
  size: { id: 'ui.messageItem.size', defaultMessage: '({size})', description: 'Size of an attached file, e.g. (248 KB)' },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.newThreadDialog.title',
    defaultMessage: 'Create new topic',
    description: 'Title of the dialog that starts a new message thread (001 §2.5)',
  },
  recipients: {
    id: 'ui.newThreadDialog.recipients',
    defaultMessage: 'Recipients',
    description: 'Label of the required multiple autocomplete of the people the new message goes to',
  },
  addressBook: {
    id: 'ui.newThreadDialog.addressBook',
    defaultMessage: 'Add contacts by vacancy',
    description: 'Button beside the recipients (the address book) that opens the add-contacts dialog',
  },
  participants: {
    id: 'ui.newThreadDialog.participants',
    defaultMessage: 'Further participants',
    description:
      'Label of the optional multiple autocomplete of further people who take part in the new thread (generic new-message dialog)',
  },
  vacancy: {
    id: 'ui.newThreadDialog.vacancy',
    defaultMessage: 'Vacancy',
    description: 'Label of the optional vacancy the new thread is about (generic new-message dialog)',
  },
  subject: {
    id: 'ui.newThreadDialog.subject',
    defaultMessage: 'Subject',
    description: 'Label of the required subject of the new thread',
  },
  message: {
    id: 'ui.newThreadDialog.message',
    defaultMessage: 'Message',
    description: 'Label of the required rich-text message of the new thread',
  },
  attachments: {
    id: 'ui.newThreadDialog.attachments',
    defaultMessage: 'Attachments',
    description: 'Label of the optional files attached to the first message of the new thread',
  },
  cancel: {
    id: 'ui.newThreadDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Cancel button of the new-thread dialog',
  },
  send: {
    id: 'ui.newThreadDialog.send',
    defaultMessage: 'Send message',
    description: 'Confirm button of the new-thread dialog',
  },
  sent: {
    id: 'ui.newThreadDialog.sent',
    defaultMessage: 'Message sent',
    description: 'Success bar after a new thread was created (001 §8)',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.feedbackDialog.title',
    defaultMessage: 'Feedback',
    description: 'Title of the dialog in which a user sends feedback on the product (001 §2.5)',
  },
  subject: {
    id: 'ui.feedbackDialog.subject',
    defaultMessage: 'Short description',
    description: 'Label of the optional one-line summary of the feedback',
  },
  category: {
    id: 'ui.feedbackDialog.category',
    defaultMessage: 'Category',
    description: 'Label of the select of the feedback category (bug, idea, question...)',
  },
  loadingCategories: {
    id: 'ui.feedbackDialog.loadingCategories',
    defaultMessage: 'Loading categories…',
    description: 'Placeholder of the category select while the categories load',
  },
  message: {
    id: 'ui.feedbackDialog.message',
    defaultMessage: 'Detailed description',
    description: 'Label of the required free-text description of the feedback',
  },
  cancel: { id: 'ui.feedbackDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the feedback dialog' },
  send: { id: 'ui.feedbackDialog.send', defaultMessage: 'Send', description: 'Confirm button of the feedback dialog: sends the feedback' },
});

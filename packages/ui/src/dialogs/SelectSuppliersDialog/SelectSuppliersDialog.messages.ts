import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.selectSuppliersDialog.title',
    defaultMessage: 'Select suppliers',
    description: 'Title of the dialog that selects search consultants as suppliers of a vacancy',
  },
  textsStep: {
    id: 'ui.selectSuppliersDialog.textsStep',
    defaultMessage: 'Notification template',
    description: 'Heading of the admin-only second step: language, subject and body of the mail to the selected consultants',
  },
  subject: {
    id: 'ui.selectSuppliersDialog.subject',
    defaultMessage: 'Subject',
    description: 'Label of the subject of the mail to the selected consultants',
  },
  body: {
    id: 'ui.selectSuppliersDialog.body',
    defaultMessage: 'Body',
    description: 'Label of the rich-text body of the mail to the selected consultants',
  },
  finish: {
    id: 'ui.selectSuppliersDialog.finish',
    defaultMessage: 'Finish',
    description: 'Last button of the select-suppliers dialog: selects the consultants',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.addContactsDialog.title',
    defaultMessage: 'Add contacts by vacancy',
    description: 'Title of the dialog that adds the people of one vacancy as recipients of a new message (001 §2.5)',
  },
  vacancy: {
    id: 'ui.addContactsDialog.vacancy',
    defaultMessage: 'Vacancy',
    description: 'Label of the autocomplete of the user’s own vacancies in the add-contacts dialog',
  },
  contacts: {
    id: 'ui.addContactsDialog.contacts',
    defaultMessage: 'Contacts',
    description: 'Label of the multiple autocomplete of the people of the chosen vacancy in the add-contacts dialog',
  },
  contactsHint: {
    id: 'ui.addContactsDialog.contactsHint',
    defaultMessage: 'Choose a vacancy first: its employer or its search consultants appear here.',
    description: 'Help text below the contacts field of the add-contacts dialog (001 §5 add-contacts rules)',
  },
  cancel: {
    id: 'ui.addContactsDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Cancel button of the add-contacts dialog',
  },
  add: {
    id: 'ui.addContactsDialog.add',
    defaultMessage: 'Add',
    description: 'Confirm button of the add-contacts dialog: adds the chosen contacts as recipients',
  },
});

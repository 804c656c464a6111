import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.noteDialog.title',
    defaultMessage: 'Edit note',
    description: 'Title of the dialog that writes or edits a note on a vacancy, user, candidate or candidate list (001 §2.5)',
  },
  content: { id: 'ui.noteDialog.content', defaultMessage: 'Note', description: 'Label of the free text of the note (not required)' },
  cancel: { id: 'ui.noteDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the note dialog' },
  save: { id: 'ui.noteDialog.save', defaultMessage: 'Save', description: 'Confirm button of the note dialog: saves the note' },
});

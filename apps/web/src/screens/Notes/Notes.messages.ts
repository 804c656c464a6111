import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'web.notes.title',
    defaultMessage: 'Notes',
    description: 'Heading of the notes section of a vacancy, candidate or profile page',
  },
  hint: {
    id: 'web.notes.hint',
    defaultMessage: 'Only people of your organisation see these notes.',
    description: 'Under the notes heading: who reads the notes',
  },
  add: { id: 'web.notes.add', defaultMessage: 'Add note', description: 'Button that opens the note dialog for a new note' },
  empty: { id: 'web.notes.empty', defaultMessage: 'No notes yet.', description: 'The notes section of a record without notes' },
  loading: { id: 'web.notes.loading', defaultMessage: 'Loading the notes…', description: 'Accessible name of the notes while they load' },
  failed: {
    id: 'web.notes.failed',
    defaultMessage: 'The notes could not be loaded.',
    description: 'The notes failed to load (no server message)',
  },
  retry: { id: 'web.notes.retry', defaultMessage: 'Try again', description: 'Button that loads the notes again after a failure' },
  added: { id: 'web.notes.added', defaultMessage: 'Note added', description: 'Success bar after adding a note' },
  saved: { id: 'web.notes.saved', defaultMessage: 'Note saved', description: 'Success bar after editing a note' },
});

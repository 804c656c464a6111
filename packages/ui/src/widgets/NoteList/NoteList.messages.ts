import type { NoteType } from '@mandate/domain';
import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  empty: { id: 'ui.noteList.empty', defaultMessage: 'No notes yet.', description: 'A notes list without notes' },
  edit: { id: 'ui.noteList.edit', defaultMessage: 'Edit', description: 'Button that opens the note dialog on a note' },
  editNote: {
    id: 'ui.noteList.editNote',
    defaultMessage: 'Edit the note of {author} from {date}',
    description: 'Accessible name of the edit button of one note',
  },
  noText: { id: 'ui.noteList.noText', defaultMessage: 'No text', description: 'A note saved without any text' },
  edited: { id: 'ui.noteList.edited', defaultMessage: 'edited {date}', description: 'When a note was last changed, after its date' },
});

const typeMessages = defineMessages({
  job: { id: 'ui.noteList.type.job', defaultMessage: 'Vacancy', description: 'The kind of record a note is on: a vacancy' },
  candidate: { id: 'ui.noteList.type.candidate', defaultMessage: 'Candidate', description: 'The kind of record a note is on: a candidate' },
  user: { id: 'ui.noteList.type.user', defaultMessage: 'User', description: 'The kind of record a note is on: a user' },
  candidateList: {
    id: 'ui.noteList.type.candidateList',
    defaultMessage: 'Candidate list',
    description: 'The kind of record a note is on: a candidate list',
  },
});

/** The name of the kind of record a note is on. */
export const formatNoteType = (intl: IntlShape, type: NoteType) =>
  intl.formatMessage(type === 'candidate-list' ? typeMessages.candidateList : typeMessages[type]);

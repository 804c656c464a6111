/** NoteDialog payload: the checks of harness/dialogContract.ts, on PGlite and on PostgreSQL. */
import { createNote } from '@mandate/api-client';
import { noteFixtures } from '@mandate/ui/fixtures';
import { expect } from 'vitest';
import { dialogContract } from './harness/dialogContract';

dialogContract({
  name: 'NoteDialog',
  as: 'consultant1',
  payload: noteFixtures.filled,
  lists: [],
  // The dialog is opened on a record (its type and linkedId come from the screen): a candidate of the consultant's.
  subject: (world) => world.candidate('consultant1'),
  send: (client, candidateId, payload) => createNote(client, { ...payload, linkedId: candidateId }),
  accepted: (note) => {
    expect(note).toMatchObject({ content: noteFixtures.filled.content, type: 'candidate', candidate: { id: note.linkedId } });
  },
  // Another note on the same record is fine.
  refusedOnRepeat: null,
  // 001 §5: "Note text: none required"; type and linkedId are the screen's, not fields of the dialog.
  requiredField: null,
});

/** Answers about notes (001 §3 Note). */
import * as v from 'valibot';
import { noteTypes } from '../statuses';
import { id, isoDateTime, text } from './shared';

const linked = () => v.nullable(v.object({ id: id() }));

/** A note as the server answers it: its record by type and id (and as `job`/`user`/`candidate`/`candidateList`), its author, when written and changed. */
export const noteResponse = v.object({
  id: id(),
  content: v.nullable(text()),
  type: v.picklist(noteTypes),
  linkedId: id(),
  job: linked(),
  user: linked(),
  candidate: linked(),
  candidateList: linked(),
  author: v.object({ id: id(), fullName: text() }),
  creationDate: v.nullable(isoDateTime()),
  updateDate: v.nullable(isoDateTime()),
});

/** A note shared between the employer side and the consultants of a vacancy (`/job/shared-note/…`). */
export const sharedNoteResponse = v.object({
  id: id(),
  type: v.literal('job'),
  job: v.object({ id: id() }),
  content: text(),
  author: v.nullable(v.object({ id: id(), name: text() })),
  creationDate: isoDateTime(),
  updateDate: isoDateTime(),
});

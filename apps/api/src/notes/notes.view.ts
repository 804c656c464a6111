/** A note as the API answers it (001 §3 Note): its record by type and as `job`/`user`/`candidate`/`candidateList`. */
import type { InferOutput, noteResponse } from '@mandate/domain';
import type { NoteRow } from './notes.queries';
import { iso } from '../db/values';

export type NoteView = InferOutput<typeof noteResponse>;

const linkKey = { job: 'job', user: 'user', candidate: 'candidate', 'candidate-list': 'candidateList' } as const;

export function noteView(row: NoteRow): NoteView {
  const linkedId = Number(row.linked_id);
  return {
    id: Number(row.id),
    content: row.content,
    type: row.type,
    linkedId,
    job: null,
    user: null,
    candidate: null,
    candidateList: null,
    [linkKey[row.type]]: { id: linkedId },
    author: { id: Number(row.author_id), fullName: row.author_name },
    creationDate: iso(row.created_at),
    updateDate: iso(row.updated_at),
  };
}

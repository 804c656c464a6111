/** Shared notes as the API answers them. */
import type { InferOutput, sharedNoteResponse } from '@mandate/domain';
import { num } from '../db/values';
import type { NoteRow } from './vacancy.queries';
export function noteView(row: NoteRow): InferOutput<typeof sharedNoteResponse> {
  return {
    id: num(row.id),
    type: 'job' as const,
    job: { id: num(row.job_id) },
    content: row.content,
    author: row.author_id === null ? null : { id: num(row.author_id), name: row.author_name ?? '' },
    creationDate: new Date(row.created_at).toISOString(),
    updateDate: new Date(row.updated_at).toISOString(),
  };
}

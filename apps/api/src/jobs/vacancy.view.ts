/** Notes and shortlists as the API answers them. */
import type { InferOutput, sharedNoteResponse } from '@mandate/domain';
import { num } from '../db/values';
import { type Queryable } from './common';
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

export async function shortlistView(db: Queryable, id: number) {
  const [row] = await db.query<{
    id: string;
    job_id: string;
    title: string | null;
    comment: string | null;
    application_ids: string[];
    recipient_ids: string[];
    created_by: string | null;
    created_at: Date | string;
  }>('SELECT id, job_id, title, comment, application_ids, recipient_ids, created_by, created_at FROM job_shortlists WHERE id = $1', [id]);
  if (!row) return null;
  return {
    id: num(row.id),
    job: { id: num(row.job_id) },
    title: row.title,
    comment: row.comment,
    applications: row.application_ids.map((a) => ({ id: num(a) })),
    recipients: row.recipient_ids.map(num),
    createdBy: row.created_by === null ? null : { id: num(row.created_by) },
    creationDate: new Date(row.created_at).toISOString(),
  };
}

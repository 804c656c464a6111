/** The SQL of a vacancy's shared notes (sharedNote.routes.ts): the rows are `NoteRow`s, answered by `noteView`. */
import type { Queryable } from '../db/database';
import type { NoteRow } from './vacancy.queries';

/** Adds a note by `author` (whose name the answer carries) to a vacancy. */
export async function insertSharedNote(
  db: Queryable,
  jobId: number,
  author: { id: number; name: string },
  content: string,
): Promise<NoteRow> {
  const [note] = await db.query<NoteRow>(
    `INSERT INTO job_shared_notes (job_id, author_id, content) VALUES ($1, $2, $3)
     RETURNING id, job_id, author_id, content, created_at, updated_at, $4::text AS author_name`,
    [jobId, author.id, content, author.name],
  );
  return note!;
}

/** A vacancy's shared notes with their authors' names, oldest first. */
export function listSharedNotes(db: Queryable, jobId: number): Promise<NoteRow[]> {
  return db.query<NoteRow>(
    `SELECT n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, u.first_name || ' ' || u.last_name AS author_name
       FROM job_shared_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.job_id = $1 ORDER BY n.id`,
    [jobId],
  );
}

/** One shared note, or undefined. */
export async function loadSharedNote(db: Queryable, id: number): Promise<NoteRow | undefined> {
  const [note] = await db.query<NoteRow>(
    'SELECT id, job_id, author_id, content, created_at, updated_at FROM job_shared_notes WHERE id = $1',
    [id],
  );
  return note;
}

/** Replaces a shared note's text; the answer carries the editor's name. */
export async function updateSharedNote(db: Queryable, id: number, content: string, editor: { id: number; name: string }): Promise<NoteRow> {
  const [updated] = await db.query<NoteRow>(
    `UPDATE job_shared_notes n SET content = $2, updated_at = now() FROM users u WHERE n.id = $1 AND u.id = $3
     RETURNING n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, $4::text AS author_name`,
    [id, content, editor.id, editor.name],
  );
  return updated!;
}

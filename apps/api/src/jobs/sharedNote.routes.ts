import { can, isAdmin, sharedNoteCreateSchema, sharedNoteEditSchema, safeString } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { isEmployerSide, visibleJob, type JobRow, type Viewer } from './common';
import { type NoteRow } from './vacancy.queries';
import { noteView } from './vacancy.view';

const TAG = 'Vacancies';
const noteListQuery = v.object({
  jobId: v.pipe(safeString('domain.error.required'), v.regex(/^\d{1,15}$/, 'domain.error.type'), v.transform(Number)),
});

/** Notes shared between a vacancy's employer side and its accepted consultants. */
export async function sharedNoteRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Who shares notes on a vacancy: its employer side and consultants accepted on it. */
  function sharesNotes(viewer: Viewer, row: JobRow): boolean {
    return isEmployerSide(viewer, row) || row.my_jr_status === 'accepted';
  }

  app.post(
    '/job/shared-note/create',
    doc(TAG, 'A note shared between the employer side and the consultants of a vacancy', sharedNoteCreateSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, sharedNoteCreateSchema, request.body ?? {});
      authorize(request, can(viewer, 'note-create', { ownerId: viewer.id }));
      const row = await visibleJob(db, request, viewer, body.jobId);
      authorize(request, sharesNotes(viewer, row));
      const [note] = await db.query<NoteRow>(
        `INSERT INTO job_shared_notes (job_id, author_id, content) VALUES ($1, $2, $3)
       RETURNING id, job_id, author_id, content, created_at, updated_at, $4::text AS author_name`,
        [body.jobId, viewer.id, body.content, viewer.name],
      );
      return { result: noteView(note!) };
    },
  );

  app.get('/job/shared-note/list', doc(TAG, 'The shared notes of a vacancy (?jobId=)'), async (request) => {
    const viewer = requireUser(request);
    const { jobId } = parse(request, noteListQuery, request.query ?? {});
    const row = await visibleJob(db, request, viewer, jobId);
    authorize(request, sharesNotes(viewer, row));
    const notes = await db.query<NoteRow>(
      `SELECT n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, u.first_name || ' ' || u.last_name AS author_name
         FROM job_shared_notes n LEFT JOIN users u ON u.id = n.author_id WHERE n.job_id = $1 ORDER BY n.id`,
      [jobId],
    );
    return { result: { items: notes.map(noteView), total: notes.length } };
  });

  app.put('/job/shared-note/:id/edit', doc(TAG, 'Edit a shared note (its author or an admin)', sharedNoteEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, sharedNoteEditSchema, request.body ?? {});
    const [note] = await db.query<NoteRow>(
      'SELECT id, job_id, author_id, content, created_at, updated_at FROM job_shared_notes WHERE id = $1',
      [id],
    );
    if (!note) throw missing(request);
    await visibleJob(db, request, viewer, num(note.job_id));
    authorize(request, isAdmin(viewer) || can(viewer, 'note-edit', { ownerId: note.author_id === null ? null : num(note.author_id) }));
    const [updated] = await db.query<NoteRow>(
      `UPDATE job_shared_notes n SET content = $2, updated_at = now() FROM users u WHERE n.id = $1 AND u.id = $3
       RETURNING n.id, n.job_id, n.author_id, n.content, n.created_at, n.updated_at, $4::text AS author_name`,
      [id, body.content, viewer.id, viewer.name],
    );
    return { result: noteView(updated!) };
  });
}

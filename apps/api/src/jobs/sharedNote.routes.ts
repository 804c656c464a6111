import { can, isAdmin, sharedNoteCreateSchema, sharedNoteEditSchema, safeString } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { authorize, idParam, missing, doc } from '../http/route';
import { num } from '../db/values';
import { isEmployerSide, visibleJob, type Viewer } from './common';
import { type JobRow } from './job.queries';
import { insertSharedNote, listSharedNotes, loadSharedNote, updateSharedNote } from './sharedNote.queries';
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
      const note = await insertSharedNote(db, body.jobId, viewer, body.content);
      return { result: noteView(note) };
    },
  );

  app.get('/job/shared-note/list', doc(TAG, 'The shared notes of a vacancy (?jobId=)'), async (request) => {
    const viewer = requireUser(request);
    const { jobId } = parse(request, noteListQuery, request.query ?? {});
    const row = await visibleJob(db, request, viewer, jobId);
    authorize(request, sharesNotes(viewer, row));
    const notes = await listSharedNotes(db, jobId);
    return { result: { items: notes.map(noteView), total: notes.length } };
  });

  app.put('/job/shared-note/:id/edit', doc(TAG, 'Edit a shared note (its author or an admin)', sharedNoteEditSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, sharedNoteEditSchema, request.body ?? {});
    const note = await loadSharedNote(db, id);
    if (!note) throw missing(request);
    await visibleJob(db, request, viewer, num(note.job_id));
    authorize(request, isAdmin(viewer) || can(viewer, 'note-edit', { ownerId: note.author_id === null ? null : num(note.author_id) }));
    const updated = await updateSharedNote(db, id, body.content, viewer);
    return { result: noteView(updated) };
  });
}

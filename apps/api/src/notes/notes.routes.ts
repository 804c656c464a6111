/**
 * Notes (001 §7.6): `POST /note/create`, `PUT /note/{id}/edit` (the NoteDialog's payload: content,
 * type, linkedId; creates without id, edits with one) and `POST /note/list` (one record's notes, or
 * all the viewer may read; newest first).
 */
import { noteListQuerySchema, noteSchema } from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { idParam, doc } from '../http/route';
import { createNote, editNote, notesPage } from './notes.service';

const TAG = 'Notes';

export async function noteRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/note/create',
    doc(TAG, 'A note on a vacancy, candidate, user or candidate list, kept for the author’s organisation', noteSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, noteSchema, request.body ?? {});
      return { result: await createNote(db, request, viewer, body) };
    },
  );

  app.put(
    '/note/:id/edit',
    doc(TAG, 'Edit a note’s text (its author, a manager of its organisation, admins)', noteSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, noteSchema, request.body ?? {});
      return { result: await editNote(db, request, viewer, id, body) };
    },
  );

  app.post(
    '/note/list',
    doc(TAG, 'The notes the viewer may read, of one record (type, linkedId) or all; newest first', noteListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const query = parse(request, noteListQuerySchema, request.body ?? {});
      return { result: await notesPage(db, request, viewer, query) };
    },
  );
}

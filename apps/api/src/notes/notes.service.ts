/**
 * Notes (001 §2.5, §3, §7.6): written on a vacancy, candidate, user or candidate list the author may
 * see, and kept for the author's organisation: its members read them (`note-view-own`), the author
 * and the organisation's managers edit them (`note-edit-own`), admins everything (`-any`).
 */
import { can, isAdmin, type NotePayload, type NoteListQuery, type NoteType } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';
import { canViewCandidate, loadCandidate } from '../applications/candidates';
import { type Database, type Queryable } from '../db/database';
import { canViewJob, isEmployerSide, loadJob } from '../jobs/common';
import { authorize, missing } from '../http/route';
import { ownOrganizationIds } from '../auth/viewer';
import { num, numOrNull } from '../db/values';
import { noteTexts } from './notes.messages';
import { insertNote, listNotes, loadCandidateListOwner, loadNote, updateNoteContent, userExists, type NoteRow } from './notes.queries';
import { noteView, type NoteView } from './notes.view';
import { type Viewer } from '../auth/context';

/** Whether the viewer sees the record a note is (to be) on; false also when it does not exist. */
export async function canSeeRecord(db: Queryable, viewer: Viewer, type: NoteType, linkedId: number): Promise<boolean> {
  switch (type) {
    case 'job': {
      const row = await loadJob(db, linkedId, viewer.id);
      return !!row && canViewJob(viewer, row);
    }
    case 'candidate': {
      const row = await loadCandidate(db, linkedId);
      return !!row && (await canViewCandidate(db, viewer, row));
    }
    case 'user':
      return userExists(db, linkedId);
    case 'candidate-list': {
      const row = await loadCandidateListOwner(db, linkedId);
      if (!row) return false;
      if (isAdmin(viewer) || num(row.recruiter_id) === viewer.id) return true;
      const agency = numOrNull(row.agency_organization_id);
      if (agency !== null && agency === viewer.organizationId) return true;
      return isEmployerSide(viewer, row);
    }
  }
}

const ownerOf = (row: NoteRow) => ({ ownerId: num(row.author_id), ownerOrganizationId: numOrNull(row.organization_id) });

/** Whether the viewer reads a note: admins all; otherwise its author and the members and managers of its organisation. */
export function canReadNote(viewer: Viewer, row: NoteRow): boolean {
  if (can(viewer, 'note-view-any')) return true;
  if (!viewer.permissions.includes('note-view-own')) return false;
  const org = numOrNull(row.organization_id);
  return num(row.author_id) === viewer.id || (org !== null && ownOrganizationIds(viewer).includes(org));
}

export async function createNote(db: Database, request: FastifyRequest, viewer: Viewer, body: NotePayload): Promise<NoteView> {
  authorize(request, can(viewer, 'note-create', { ownerId: viewer.id }));
  return db.transaction(async (tx) => {
    if (!(await canSeeRecord(tx, viewer, body.type, body.linkedId))) throw missing(request);
    const id = await insertNote(tx, {
      authorId: viewer.id,
      organizationId: viewer.organizationId,
      type: body.type,
      linkedId: body.linkedId,
      content: body.content,
    });
    return noteView((await loadNote(tx, id))!);
  });
}

export async function editNote(db: Database, request: FastifyRequest, viewer: Viewer, id: number, body: NotePayload): Promise<NoteView> {
  if (body.id !== undefined && body.id !== id) throw noteTexts.fieldError(request, 'id', 'note-id-mismatch');
  return db.transaction(async (tx) => {
    const row = await loadNote(tx, id, true);
    if (!row || !canReadNote(viewer, row)) throw missing(request);
    authorize(request, can(viewer, 'note-edit', ownerOf(row)));
    if (body.type !== row.type || body.linkedId !== num(row.linked_id))
      throw noteTexts.fieldError(request, 'linkedId', 'note-record-fixed');
    await updateNoteContent(tx, id, body.content);
    return noteView((await loadNote(tx, id))!);
  });
}

export async function notesPage(db: Database, request: FastifyRequest, viewer: Viewer, query: NoteListQuery) {
  authorize(request, can(viewer, 'note-view-any') || viewer.permissions.includes('note-view-own'));
  // The notes are the organisation's own: filtering by a record needs no view of it (a colleague
  // may not list the vacancy a note is on, and still reads the organisation's notes on it).
  const scope = { all: can(viewer, 'note-view-any'), userId: viewer.id, organizationIds: ownOrganizationIds(viewer) };
  const { rows, total } = await listNotes(db, scope, query);
  return { items: rows.map(noteView), total };
}

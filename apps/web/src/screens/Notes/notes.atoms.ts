import { createNote, editNote, listNotes, type NoteRecord } from '@mandate/api-client';
import { can, type Id, type NotePayload, type NoteType } from '@mandate/domain';
import type { NoteListItem } from '@mandate/ui';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { currentUserAtom } from '../../session/session';
import { messages } from './Notes.messages';

/** The record a notes section is on: `job:4711`, `candidate:412`, `user:21` (one string, the family's key). */
export type NoteTarget = `${NoteType}:${number}`;
export const noteTarget = (type: NoteType, linkedId: Id): NoteTarget => `${type}:${linkedId}`;
const parseTarget = (target: NoteTarget) => {
  const at = target.lastIndexOf(':');
  return { type: target.slice(0, at) as NoteType, linkedId: Number(target.slice(at + 1)) };
};

/** The most notes one record shows (newest first); a record with more is unusual enough to page later. */
const NOTES_SHOWN = 100;

/** `POST /note/list` of one record: the notes the viewer's organisation may read (the server decides). The section shows failures itself. */
const notesQuery = queryFamily('notes', (target: NoteTarget, api) => {
  const { type, linkedId } = parseTarget(target);
  return {
    queryKey: queryKeys.notes(type, linkedId),
    queryFn: ({ signal }) => listNotes(api, { type, linkedId, page: 0, pageSize: NOTES_SHOWN }, { skipErrorHandler: true, signal }),
  };
});

/** A note as the section shows it, with the server's record for the dialog. */
export interface ShownNote extends NoteListItem {
  record: NoteRecord;
}

/** The notes section's data: the notes in the list's shape, and the state of loading them. */
export const notesSectionAtom = atomFamily((target: NoteTarget) => {
  const section = atom((get) => {
    const query = get(notesQuery(target));
    const user = get(currentUserAtom).data;
    const notes: ShownNote[] = (query.data?.items ?? []).map((note) => ({
      id: note.id,
      author: note.author.fullName,
      createdAt: note.creationDate,
      updatedAt: note.updateDate,
      type: note.type,
      content: note.content,
      // The author, their organisation's managers and admins edit (note-edit-own/-any); the server decides again on save.
      canEdit:
        Boolean(user) &&
        (note.author.id === user?.id ||
          can(user, 'note-edit', { ownerId: note.author.id, ownerOrganizationId: user?.organization?.id ?? null })),
      record: note,
    }));
    return {
      notes,
      total: query.data?.total ?? 0,
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  section.debugLabel = `notesSection:${target}`;
  return section;
});

/** `POST /note/create` or `PUT /note/{id}/edit` (the NoteDialog's payload says which): the section refetches. */
export const saveNoteAtom = actionAtom({
  debugLabel: 'saveNote',
  run: (api, payload: NotePayload, options) => {
    const { id, ...body } = payload;
    return id === undefined ? createNote(api, body, options) : editNote(api, id, body, options);
  },
  invalidates: (payload) => [queryKeys.notes(payload.type, payload.linkedId)],
  notice: (payload) => ({ message: payload.id === undefined ? messages.added : messages.saved }),
});

import type { Id, InferOutput, NoteListQuery, NotePayload, noteResponse } from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** A note as the server answers it (001 §3): its record by type and id, its author, when written and changed. */
export type NoteRecord = InferOutput<typeof noteResponse>;

/** `POST /note/create`: a note on a vacancy, candidate, user or candidate list (the NoteDialog's payload without id). */
export const createNote = operation(
  'POST',
  '/note/create',
  (route) =>
    (client: ApiClient, body: NotePayload, options: CallOptions = {}): Promise<NoteRecord> =>
      route.call(client, { body }, options),
);

/** `PUT /note/{id}/edit`: a note's new text (the NoteDialog's payload with id). */
export const editNote = operation(
  'PUT',
  '/note/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, body: NotePayload, options: CallOptions = {}): Promise<NoteRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `POST /note/list`: the notes the user may read (their organisation's), of one record or all; newest first. */
export const listNotes = operation(
  'POST',
  '/note/list',
  (route) =>
    (client: ApiClient, query: Partial<NoteListQuery> = {}, options: CallOptions = {}): Promise<ListPage<NoteRecord>> =>
      route.call(client, { body: query }, options),
);

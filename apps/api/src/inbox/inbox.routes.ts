/**
 * Private messages (001 §7.6): threads (create one per recipient, list unread first with a search
 * and paging, view, reply, mark read / unread, delete for oneself), messages (edit, delete for all
 * or for oneself, forward to recipients) and the contacts a user may write to (001 §5).
 */
import {
  messageContactsQuerySchema,
  messageDeleteSchema,
  messageForwardSchema,
  threadListQuerySchema,
  threadMessageSchema,
  threadSchema,
  threadViewQuerySchema,
} from '@mandate/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/context';
import type { Database } from '../db/database';
import { parse } from '../http/validation';
import { idParam, doc } from '../http/route';
import {
  createThread,
  deleteMessage,
  deleteThread,
  editMessage,
  forwardMessage,
  markThread,
  messageContacts,
  replyToThread,
  threadsPage,
  viewThread,
} from './inbox.service';

const TAG = 'Inbox';

/** A query's whole-number values as numbers, so the domain schema (the browser's) reads them; anything else as sent. */
function numericQuery(query: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries((query ?? {}) as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : value,
    ]),
  );
}

export async function inboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.post(
    '/inbox/thread/create',
    doc(TAG, 'Start a thread: subject, participants [{id}], message (content, attachments), optional job', threadSchema),
    async (request) => {
      const viewer = requireUser(request);
      const body = parse(request, threadSchema, request.body ?? {});
      return { result: await createThread(db, request, viewer, body) };
    },
  );

  app.post(
    '/inbox/thread/list',
    doc(TAG, 'The user’s threads: unread first, then by last message; search over subject, text and participants', threadListQuerySchema),
    async (request) => {
      const viewer = requireUser(request);
      const query = parse(request, threadListQuerySchema, request.body ?? {});
      return { result: await threadsPage(db, request, viewer, query) };
    },
  );

  app.get(
    '/inbox/thread/:id/view',
    doc(TAG, 'A thread and a page of its messages (?page=0 the newest, pageSize), participants only'),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const query = parse(request, threadViewQuerySchema, numericQuery(request.query));
      return { result: await viewThread(db, request, viewer, id, query) };
    },
  );

  app.post('/inbox/thread/:id/reply', doc(TAG, 'Answer in a thread (content, attachments)', threadMessageSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, threadMessageSchema, request.body ?? {});
    return { result: await replyToThread(db, request, viewer, id, body) };
  });

  app.put('/inbox/thread/:id/mark-read', doc(TAG, 'Mark a thread read for the user'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await markThread(db, request, viewer, id, false) };
  });

  app.put('/inbox/thread/:id/mark-unread', doc(TAG, 'Mark a thread unread for the user'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await markThread(db, request, viewer, id, true) };
  });

  app.delete('/inbox/thread/:id/delete', doc(TAG, 'Delete a thread for the user (a new message brings it back)'), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    return { result: await deleteThread(db, request, viewer, id) };
  });

  app.put('/inbox/message/:id/edit', doc(TAG, 'Change a message (its author)', threadMessageSchema), async (request) => {
    const viewer = requireUser(request);
    const { id } = parse(request, idParam, request.params);
    const body = parse(request, threadMessageSchema, request.body ?? {});
    return { result: await editMessage(db, request, viewer, id, body) };
  });

  app.delete(
    '/inbox/message/:id/delete',
    doc(TAG, 'Delete a message: with forAll for every participant (its author), else for the user', messageDeleteSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, messageDeleteSchema, request.body ?? {});
      return { result: await deleteMessage(db, request, viewer, id, body) };
    },
  );

  app.post(
    '/inbox/message/:id/forward',
    doc(TAG, 'Forward a message to recipients [{id}], each in a new thread', messageForwardSchema),
    async (request) => {
      const viewer = requireUser(request);
      const { id } = parse(request, idParam, request.params);
      const body = parse(request, messageForwardSchema, request.body ?? {});
      return { result: await forwardMessage(db, request, viewer, id, body) };
    },
  );

  app.get(
    '/inbox/message-contacts',
    doc(TAG, 'The people the user may write to by the add-contacts rules of 001 §5 (?jobId, search, page, pageSize)'),
    async (request) => {
      const viewer = requireUser(request);
      const query = parse(request, messageContactsQuerySchema, numericQuery(request.query));
      return { result: await messageContacts(db, request, viewer, query) };
    },
  );
}

import type {
  Id,
  MessageContactsQuery,
  MessageDeletePayload,
  MessageForwardPayload,
  ThreadListQuery,
  ThreadMessagePayload,
  ThreadPayload,
  ThreadViewQuery,
  InferOutput,
  messageContactResponse,
  messageDeletedResponse,
  threadDeletedResponse,
  threadListItemResponse,
  threadMessageResponse,
  threadPersonResponse,
  threadResponse,
  threadSummaryResponse,
} from '@mandate/domain';
import type { ApiClient } from './client';
import { operation, type CallOptions } from './operation';
import type { ListPage } from './shapes';

/** A person in a thread, or its author. */
export type ThreadPerson = InferOutput<typeof threadPersonResponse>;

/** A message of a thread (001 §3 Thread.message): sanitised rich text; null content once deleted for all. */
export type ThreadMessageRecord = InferOutput<typeof threadMessageResponse>;

/** What a thread and a list item share: subject, vacancy, participants and the user's unread flag. */
export type ThreadSummary = InferOutput<typeof threadSummaryResponse>;

/** A thread with a page of its messages (oldest first). */
export type ThreadRecord = InferOutput<typeof threadResponse>;

/** A thread as the list has it: with its last message. */
export type ThreadListItem = InferOutput<typeof threadListItemResponse>;

/** A person the user may write to (001 §5 add-contacts rules). */
export type MessageContact = InferOutput<typeof messageContactResponse>;

/** `POST /inbox/thread/create`: a thread with its first message (the browser sends one call per recipient). */
export const createThread = operation(
  'POST',
  '/inbox/thread/create',
  (route) =>
    (client: ApiClient, body: ThreadPayload, options: CallOptions = {}): Promise<ThreadRecord> =>
      route.call(client, { body }, options),
);

/** `POST /inbox/thread/list`: the user's threads, unread first, with a search and paging. */
export const listThreads = operation(
  'POST',
  '/inbox/thread/list',
  (route) =>
    (client: ApiClient, query: Partial<ThreadListQuery> = {}, options: CallOptions = {}): Promise<ListPage<ThreadListItem>> =>
      route.call(client, { body: query }, options),
);

/** `GET /inbox/thread/{id}/view`: a thread and a page of its messages (page 0 the newest). */
export const viewThread = operation(
  'GET',
  '/inbox/thread/{id}/view',
  (route) =>
    (client: ApiClient, id: Id, query: Partial<ThreadViewQuery> = {}, options: CallOptions = {}): Promise<ThreadRecord> =>
      route.call(client, { params: { id }, query }, options),
);

/** `POST /inbox/thread/{id}/reply`: a new message in the thread. */
export const replyToThread = operation(
  'POST',
  '/inbox/thread/{id}/reply',
  (route) =>
    (client: ApiClient, id: Id, body: ThreadMessagePayload, options: CallOptions = {}): Promise<ThreadRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `PUT /inbox/thread/{id}/mark-read`: the thread is read for the user. */
export const markThreadRead = operation(
  'PUT',
  '/inbox/thread/{id}/mark-read',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ThreadRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /inbox/thread/{id}/mark-unread`: the thread is unread for the user. */
export const markThreadUnread = operation(
  'PUT',
  '/inbox/thread/{id}/mark-unread',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<ThreadRecord> =>
      route.call(client, { params: { id } }, options),
);

/** `DELETE /inbox/thread/{id}/delete`: the thread is gone for the user (until a new message). */
export const deleteThread = operation(
  'DELETE',
  '/inbox/thread/{id}/delete',
  (route) =>
    (client: ApiClient, id: Id, options: CallOptions = {}): Promise<InferOutput<typeof threadDeletedResponse>> =>
      route.call(client, { params: { id } }, options),
);

/** `PUT /inbox/message/{id}/edit`: the author changes a message. */
export const editMessage = operation(
  'PUT',
  '/inbox/message/{id}/edit',
  (route) =>
    (client: ApiClient, id: Id, body: ThreadMessagePayload, options: CallOptions = {}): Promise<ThreadMessageRecord> =>
      route.call(client, { params: { id }, body }, options),
);

/** `DELETE /inbox/message/{id}/delete`: for all participants (`forAll`, its author) or for the user. */
export const deleteMessage = operation(
  'DELETE',
  '/inbox/message/{id}/delete',
  (route) =>
    (
      client: ApiClient,
      id: Id,
      body: Partial<MessageDeletePayload> = {},
      options: CallOptions = {},
    ): Promise<InferOutput<typeof messageDeletedResponse>> =>
      route.call(client, { params: { id }, body }, options),
);

/** `POST /inbox/message/{id}/forward`: the message to each recipient, in a new thread each. */
export const forwardMessage = operation(
  'POST',
  '/inbox/message/{id}/forward',
  (route) =>
    (client: ApiClient, id: Id, body: MessageForwardPayload, options: CallOptions = {}): Promise<ListPage<ThreadRecord>> =>
      route.call(client, { params: { id }, body }, options),
);

/** `GET /inbox/message-contacts`: the people the user may write to (of one vacancy with `jobId`). */
export const listMessageContacts = operation(
  'GET',
  '/inbox/message-contacts',
  (route) =>
    (client: ApiClient, query: Partial<MessageContactsQuery> = {}, options: CallOptions = {}): Promise<ListPage<MessageContact>> =>
      route.call(client, { query }, options),
);

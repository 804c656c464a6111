import {
  createThread,
  deleteMessage,
  deleteThread,
  editMessage,
  editUserSettings,
  isApiError,
  listThreads,
  markThreadRead,
  markThreadUnread,
  replyToThread,
  viewThread,
  viewUser,
  viewUserSettings,
  type ThreadListItem,
  type ThreadMessageRecord,
  type ThreadPerson,
} from '@mandate/api-client';
import type { Id, MessageMailMode, ThreadMessagePayload } from '@mandate/domain';
import { atom } from 'jotai';
import { atomFamily } from 'jotai-family';
import { actionAtom } from '../../data/actionAtom';
import { queryFamily } from '../../data/queryFamily';
import { queryKeys } from '../../data/queryKeys';
import { currentUserAtom } from '../../session/session';
import { tokenAtom } from '../../session/tokens';
import { messages } from './Messages.messages';

// The pages show these themselves (inline, with "Try again").
const shownInline = { skipErrorHandler: [403, 404] } as const;

/** Messages shown of a thread: the newest page (the server's page 0). */
export const THREAD_PAGE_SIZE = 50;

/** What the inbox asks for: the URL's search and page, and the page size. */
export interface ThreadListParams {
  search: string;
  page: number;
  pageSize: number;
}
/** The key of one inbox page (canonical JSON of its params). */
export const threadListKey = ({ search, page, pageSize }: ThreadListParams) => JSON.stringify([search, page, pageSize]);

const threadListQuery = queryFamily('threadList', (key: string, api) => {
  const [search, page, pageSize] = JSON.parse(key) as [string, number, number];
  return {
    queryKey: queryKeys.threadList(key),
    queryFn: ({ signal }) => listThreads(api, { search: search || null, page, pageSize }, { signal }),
  };
});

/**
 * A rich text as one line of plain text for a preview. The HTML is parsed into an inert document
 * (no script runs, nothing loads) and only its text is read.
 */
export function plainText(html: string | null | undefined): string | null {
  if (!html) return null;
  // A space after each block, so paragraphs do not run together ("Hello,</p><p>here" → "Hello, here").
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|blockquote|td|th)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim() || null;
}

/** The other participants of a thread as one line. */
export const otherPeople = (participants: readonly ThreadPerson[], me: Id | undefined) =>
  participants
    .filter((person) => person.id !== me)
    .map((person) => person.fullName ?? '')
    .filter(Boolean)
    .join(', ');

/** A thread of the inbox as the row shows it. */
export interface InboxThread {
  id: Id;
  subject: string;
  unread: boolean;
  participants: string;
  lastAuthor: string | null;
  preview: string | null;
  date: string | null;
  messageCount: number;
}

const inboxThread = (thread: ThreadListItem, me: Id | undefined): InboxThread => ({
  id: thread.id,
  subject: thread.subject,
  unread: thread.unread,
  participants: otherPeople(thread.participants, me),
  lastAuthor: thread.lastMessage?.author?.fullName ?? null,
  preview: plainText(thread.lastMessage?.content),
  date: thread.lastMessage?.creationDate ?? thread.updateDate,
  messageCount: thread.messageCount,
});

/** The inbox: one page of the user's threads, unread first (`POST /inbox/thread/list`). */
export const threadListAtom = atomFamily((key: string) => {
  const list = atom((get) => {
    const query = get(threadListQuery(key));
    const me = get(currentUserAtom).data?.id;
    return {
      items: (query.data?.items ?? []).map((thread) => inboxThread(thread, me)),
      total: query.data?.total ?? 0,
      isPending: query.isPending,
      isRefetching: query.isFetching && !query.isPending,
      error: query.isError ? query.error : null,
      retry: () => void query.refetch(),
    };
  });
  list.debugLabel = `threadList:${key}`;
  return list;
});

const threadQuery = queryFamily('thread', (id: Id, api) => ({
  queryKey: queryKeys.thread(id),
  queryFn: ({ signal }) => viewThread(api, id, { page: 0, pageSize: THREAD_PAGE_SIZE }, { ...shownInline, signal }),
}));

/** A file's download address for a link the browser opens: the file store's path with the session's token (001 §7.2). */
const withToken = (path: string, token: string | null) =>
  token ? `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}` : path;

/** A message as the thread shows it. */
export interface ThreadMessage extends ThreadMessageRecord {
  isOwn: boolean;
  files: { id: Id; title: string; size: number; href: string }[];
}

/** A thread's page: the thread, its messages (oldest first) with download links, and the state of loading it. */
export const threadPageAtom = atomFamily((id: Id) => {
  const page = atom((get) => {
    const query = get(threadQuery(id));
    const me = get(currentUserAtom).data?.id;
    const token = get(tokenAtom);
    const thread = query.data;
    return {
      thread,
      others: thread ? otherPeople(thread.participants, me) : '',
      messages: (thread?.messages ?? []).map((message): ThreadMessage => ({
        ...message,
        isOwn: me !== undefined && message.author?.id === me,
        files: message.attachments.map((file) => ({
          id: file.id,
          title: file.title,
          size: file.size,
          href: withToken(file.fullPath, token),
        })),
      })),
      isPending: query.isPending,
      error: query.isError ? query.error : null,
      /** The server's message of a refused view (404: not found or not a participant). */
      errorMessage: query.isError && isApiError(query.error) ? query.error.serverMessage : null,
      retry: () => void query.refetch(),
    };
  });
  page.debugLabel = `threadPage:${id}`;
  return page;
});

/** `GET /user/{id}/view` of the person to write to. */
const recipientQuery = queryFamily('messageRecipient', (id: Id, api) => ({
  queryKey: queryKeys.user(id),
  queryFn: ({ signal }) => viewUser(api, id, [], { ...shownInline, signal }),
}));

/**
 * The threads with exactly one other person: the inbox searched by their name, kept to threads
 * whose only other participant they are (newest first, as the server orders within read/unread).
 */
const threadsWithUserQuery = queryFamily('threadsWithUser', (key: string, api) => {
  const [userId, fullName] = JSON.parse(key) as [Id, string];
  return {
    queryKey: queryKeys.threadsWithUser(userId),
    queryFn: async ({ signal }) => {
      const page = await listThreads(api, { search: fullName, page: 0, pageSize: 50 }, { signal });
      return page.items;
    },
  };
});

/**
 * `/dashboard/messages/user/{id}`: the person, and the thread to open with them (the most recent
 * one of only the two of them), or `null` when there is none yet and the page offers to start one.
 */
export const conversationWithAtom = atomFamily((userId: Id) => {
  const conversation = atom((get) => {
    const recipient = get(recipientQuery(userId));
    const me = get(currentUserAtom).data?.id;
    const name = recipient.data?.fullName ?? null;
    const threads = name ? get(threadsWithUserQuery(JSON.stringify([userId, name]))) : null;
    const existing = threads?.data?.find(
      (thread) =>
        thread.participants.length === 2 &&
        thread.participants.some((p) => p.id === userId) &&
        thread.participants.some((p) => p.id === me),
    );
    return {
      name,
      isSelf: me !== undefined && me === userId,
      /** The thread to open; `null` when there is none, `undefined` while it is looked for. */
      threadId: threads?.data ? (existing?.id ?? null) : undefined,
      isPending: recipient.isPending || (threads?.isPending ?? true),
      error: recipient.isError ? recipient.error : threads?.isError ? threads.error : null,
      errorMessage: recipient.isError && isApiError(recipient.error) ? recipient.error.serverMessage : null,
      retry: () => {
        void recipient.refetch();
        void threads?.refetch();
      },
    };
  });
  conversation.debugLabel = `conversationWith:${userId}`;
  return conversation;
});

/** A change of a thread's read state shows in the list, the thread and the counters. */
const readState = (id: Id) => [queryKeys.thread(id), queryKeys.threadLists, queryKeys.countersAll];

export const markThreadReadAtom = actionAtom({
  debugLabel: 'markThreadRead',
  run: (api, { id }: { id: Id }, options) => markThreadRead(api, id, options),
  invalidates: ({ id }) => readState(id),
});

export const markThreadUnreadAtom = actionAtom({
  debugLabel: 'markThreadUnread',
  run: (api, { id }: { id: Id }, options) => markThreadUnread(api, id, options),
  invalidates: ({ id }) => readState(id),
});

export const deleteThreadAtom = actionAtom({
  debugLabel: 'deleteThread',
  run: (api, { id }: { id: Id }, options) => deleteThread(api, id, options),
  invalidates: () => [queryKeys.inboxAll, queryKeys.countersAll],
  notice: () => ({ message: messages.threadDeleted }),
});

export const replyToThreadAtom = actionAtom({
  debugLabel: 'replyToThread',
  run: (api, { id, payload }: { id: Id; payload: ThreadMessagePayload }, options) => replyToThread(api, id, payload, options),
  invalidates: ({ id }) => [queryKeys.thread(id), queryKeys.threadLists, queryKeys.countersAll],
  notice: () => ({ message: messages.sent }),
});

export const editMessageAtom = actionAtom({
  debugLabel: 'editMessage',
  run: (api, { id, payload }: { id: Id; threadId: Id; payload: ThreadMessagePayload }, options) => editMessage(api, id, payload, options),
  invalidates: ({ threadId }) => [queryKeys.thread(threadId), queryKeys.threadLists],
  notice: () => ({ message: messages.messageEdited }),
});

export const deleteMessageAtom = actionAtom({
  debugLabel: 'deleteMessage',
  run: (api, { id }: { id: Id; threadId: Id }, options) => deleteMessage(api, id, { forAll: true }, options),
  invalidates: ({ threadId }) => [queryKeys.thread(threadId), queryKeys.threadLists],
  notice: () => ({ message: messages.messageDeleted }),
});

/** Starts a conversation with one person: `POST /inbox/thread/create`. */
export const startThreadAtom = actionAtom({
  debugLabel: 'startThread',
  run: (api, { userId, subject, content }: { userId: Id; subject: string; content: string }, options) =>
    createThread(api, { participants: [{ id: userId }], subject, message: { content, attachments: [] }, job: null }, options),
  invalidates: ({ userId }) => [queryKeys.threadLists, queryKeys.threadsWithUser(userId)],
  notice: () => ({ message: messages.sent }),
});

const userSettingsQuery = queryFamily('userSettings', (userId: Id, api) => ({
  queryKey: queryKeys.userSettings(userId),
  queryFn: ({ signal }) => viewUserSettings(api, userId, { signal }),
}));

/** When the signed-in user is e-mailed about new messages (decision 0034), and the state of loading it. */
export const messageMailAtom = atom((get) => {
  const me = get(currentUserAtom).data?.id;
  if (me === undefined) return { userId: undefined, mode: undefined, isPending: true, error: null };
  const query = get(userSettingsQuery(me));
  return { userId: me, mode: query.data?.messageMail, isPending: query.isPending, error: query.isError ? query.error : null };
});

/**
 * Saves when new messages are e-mailed: `PUT /user/{id}/settings/edit` with `messageMail`, and with
 * `daily` the browser's time zone too (`timezone`): the digest goes out at 07:00 there (decision 0034).
 */
export const saveMessageMailAtom = actionAtom({
  debugLabel: 'saveMessageMail',
  run: (api, { userId, mode }: { userId: Id; mode: MessageMailMode }, options) =>
    editUserSettings(
      api,
      userId,
      mode === 'daily' ? { messageMail: mode, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone } : { messageMail: mode },
      options,
    ),
  invalidates: ({ userId }) => [queryKeys.userSettings(userId)],
  notice: () => ({ message: messages.messageMailSaved }),
});

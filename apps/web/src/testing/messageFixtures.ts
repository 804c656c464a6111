import type { ThreadListItem, ThreadMessageRecord, ThreadRecord } from '@mandate/api-client';
import { hasSucceeded, type FixtureRoute } from './fixtureFetch';
import { users } from './fixtures';

/**
 * The inbox as the server answers it to the employer Anna Keller (issue 17 §2): two threads with the
 * consultant Marco Rossi (one unread), one with an admin; the thread 81 with three messages. Test
 * support only: imported by stories, never by the app.
 */

const anna = { id: users.employer.id, fullName: users.employer.name };
const marco = { id: users.consultant.id, fullName: users.consultant.name };
const sabine = { id: users.admin.id, fullName: users.admin.name };

export const threadId = 81;

const message = (
  id: number,
  author: typeof anna,
  content: string,
  at: string,
  extra: Partial<ThreadMessageRecord> = {},
): ThreadMessageRecord => ({
  id,
  threadId,
  author,
  content,
  attachments: [],
  forwardedFrom: null,
  deleted: false,
  creationDate: at,
  editDate: null,
  ...extra,
});

const baseMessages: ThreadMessageRecord[] = [
  message(901, anna, '<p>Hello Mr Rossi, could you send me the shortlist for the regulatory role?</p>', '2026-03-10T09:00:00Z'),
  message(
    902,
    marco,
    '<p>Dear Ms Keller,</p><p>here it is: <strong>two candidates</strong> I would like to discuss with you.</p>',
    '2026-03-12T14:05:00Z',
    { attachments: [{ id: 5, title: 'shortlist.pdf', size: 254_000, fullPath: '/api/file/5/download' }] },
  ),
  message(903, marco, null as unknown as string, '2026-03-12T14:10:00Z', { deleted: true, content: null }),
];

/** The thread 81 as `GET /inbox/thread/{id}/view` answers; a reply is appended. */
export function thread(options: { unread?: boolean; reply?: string | null } = {}): ThreadRecord {
  const messages = options.reply ? [...baseMessages, message(904, anna, options.reply, '2026-03-13T08:00:00Z')] : baseMessages;
  return {
    id: threadId,
    subject: 'Head of Regulatory Affairs: shortlist',
    job: { id: 4711, title: 'Head of Regulatory Affairs' },
    participants: [anna, marco],
    unread: options.unread ?? true,
    creationDate: '2026-03-10T09:00:00Z',
    updateDate: messages.at(-1)!.creationDate,
    messageCount: messages.length,
    messages,
  };
}

/** The inbox list: unread first (as the server orders it). */
export function threadList(options: { readAll?: boolean } = {}): ThreadListItem[] {
  return [
    {
      ...thread({ unread: !options.readAll }),
      messages: undefined,
      lastMessage: {
        id: 902,
        author: marco,
        content: '<p>Dear Ms Keller,</p><p>here it is: <strong>two candidates</strong></p>',
        creationDate: '2026-03-12T14:05:00Z',
      },
    } as unknown as ThreadListItem,
    {
      id: 82,
      subject: 'Invoice for February',
      job: null,
      participants: [anna, sabine],
      unread: false,
      creationDate: '2026-02-28T10:00:00Z',
      updateDate: '2026-03-01T10:00:00Z',
      messageCount: 2,
      lastMessage: { id: 880, author: anna, content: '<p>Thank you, received.</p>', creationDate: '2026-03-01T10:00:00Z' },
    },
    {
      id: 83,
      subject: 'Introduction',
      job: null,
      participants: [anna, marco],
      unread: false,
      creationDate: '2026-01-15T10:00:00Z',
      updateDate: '2026-01-15T10:00:00Z',
      messageCount: 1,
      lastMessage: { id: 870, author: marco, content: '<p>Nice to meet you.</p>', creationDate: '2026-01-15T10:00:00Z' },
    },
  ];
}

const list = '/inbox/thread/list';
const view = '/inbox/thread/{id}/view';
const markRead = '/inbox/thread/{id}/mark-read';
const reply = '/inbox/thread/{id}/reply';

/** The inbox's server: the list, the thread 81, read / unread, replies, deletes, and the unread counter that follows them. */
export const inboxServer: FixtureRoute[] = [
  {
    method: 'POST',
    path: list,
    respond: ({ calls, body }) => {
      const search = ((body as { search?: string | null } | undefined)?.search ?? '').toLowerCase();
      const deleted = calls.filter((call) => call.method === 'DELETE' && call.status === 200).map((call) => call.path);
      const items = threadList({ readAll: hasSucceeded(calls, 'PUT', markRead) }).filter(
        (item) =>
          !deleted.includes(`/inbox/thread/${item.id}/delete`) &&
          (!search || `${item.subject} ${item.participants.map((p) => p.fullName).join(' ')}`.toLowerCase().includes(search)),
      );
      return { body: { items, total: items.length } };
    },
  },
  {
    method: 'GET',
    path: view,
    respond: ({ params, calls }) => {
      if (params['id'] !== String(threadId)) return { status: 404, body: 'The thread does not exist or you are not a participant.' };
      const last = [...calls]
        .reverse()
        .find((call) => call.method === 'POST' && call.path === `/inbox/thread/${threadId}/reply` && call.status === 200);
      return {
        body: thread({ unread: !hasSucceeded(calls, 'PUT', markRead), reply: last ? (last.body as { content: string }).content : null }),
      };
    },
  },
  { method: 'PUT', path: markRead, respond: () => ({ body: { ...thread({ unread: false }), messages: [], messageCount: 0 } }) },
  {
    method: 'PUT',
    path: '/inbox/thread/{id}/mark-unread',
    respond: () => ({ body: { ...thread({ unread: true }), messages: [], messageCount: 0 } }),
  },
  { method: 'DELETE', path: '/inbox/thread/{id}/delete', respond: ({ params }) => ({ body: { id: Number(params['id']) } }) },
  {
    method: 'POST',
    path: reply,
    respond: ({ body }) => {
      const content = (body as { content?: string } | undefined)?.content;
      return content
        ? { body: thread({ unread: false, reply: content }) }
        : { status: 422, body: { message: 'Invalid', errors: { content: 'Required' } } };
    },
  },
  {
    method: 'GET',
    path: '/user/counters',
    respond: ({ calls }) => ({ body: { invitations: 0, unreadThreads: hasSucceeded(calls, 'PUT', markRead) ? 0 : 1, openTasks: 0 } }),
  },
  // The inbox's e-mail setting (decision 0034): immediately, until the user chose another.
  {
    method: 'GET',
    path: '/user/{id}/settings/view',
    respond: ({ params, calls }) => {
      const saved = [...calls]
        .reverse()
        .find((call) => call.method === 'PUT' && call.path.endsWith('/settings/edit') && call.status === 200);
      return {
        body: userSettings(Number(params['id']), (saved?.body as { messageMail?: string } | undefined)?.messageMail ?? 'immediately'),
      };
    },
  },
  {
    method: 'PUT',
    path: '/user/{id}/settings/edit',
    respond: ({ params, body }) => ({ body: userSettings(Number(params['id']), (body as { messageMail: string }).messageMail) }),
  },
];

/** The settings of a user as `/user/{id}/settings/…` answer them. */
function userSettings(id: number, messageMail: string) {
  return { id, username: users.employer.username, locale: 'en', timezone: null, notificationSettings: {}, messageMail, hasPassword: true };
}

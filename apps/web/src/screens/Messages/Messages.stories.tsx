import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import type { FixtureFetch, FixtureRoute } from '../../testing/fixtureFetch';
import { users } from '../../testing/fixtures';
import { inboxServer, threadId } from '../../testing/messageFixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import MessagesList from './MessagesList';
import MessageThread from './MessageThread';
import MessagesWithUser from './MessagesWithUser';

const meta = {
  title: 'Screens/Messages',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.messages(),
    routePath: '/dashboard/messages',
    Component: MessagesList,
    user: users.employer,
    routes: inboxServer,
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The inbox (`/dashboard/messages`), a thread (`/dashboard/messages/thread/{id}`) and the conversation with a person ' +
          '(`/dashboard/messages/user/{id}`) in the app’s shell, the store’s real API client answering from fixtures at the transport level.',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No focus ring and no announcement in the screenshot. */
function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

const rows = async () => within(await screen.findByRole('list', { name: 'Threads' }, { timeout: 5000 })).getAllByRole('listitem');

export const Inbox: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Messages (1 unread)' }, { timeout: 5000 });
    const items = await rows();
    // Unread first; the unread mark is part of the row's name, not only its weight.
    await expect(items.map((row) => row.getAttribute('aria-labelledby') !== null)).toEqual([true, true, true]);
    await expect(screen.getByRole('listitem', { name: 'Head of Regulatory Affairs: shortlist Unread' })).toBe(items[0]);
    await expect(within(items[0]!).getByText('Marco Rossi: Dear Ms Keller, here it is: two candidates', { exact: false })).toBeVisible();
    await expect(within(items[1]!).getByText('Sabine Meier')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'New message' })).toBeDisabled();
    // Mark as read: the row and the counter in the heading follow without a reload.
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Mark as read' }));
    await screen.findByRole('heading', { level: 1, name: 'Messages' });
    await screen.findByRole('listitem', { name: 'Head of Regulatory Affairs: shortlist' });
    await expect(api.callsTo('PUT', '/inbox/thread/{id}/mark-read').map((call) => call.path)).toEqual([
      `/inbox/thread/${threadId}/mark-read`,
    ]);
    await expectAllMatched(api);
    settle();
  },
};

/** The e-mail setting (decision 0034): immediately by default; another choice is saved at once. */
export const InboxMessageMail: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const group = await screen.findByRole('radiogroup', { name: 'E-mail me about new messages' }, { timeout: 5000 });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Immediately' })).toBeChecked(), { timeout: 5000 });
    await userEvent.click(within(group).getByRole('radio', { name: 'Once a day' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/user/{id}/settings/edit').map((call) => call.body)).toEqual([
        { messageMail: 'daily', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      ]),
    );
    await screen.findByText('Your e-mail setting is saved.', {}, { timeout: 5000 });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Once a day' })).toBeChecked());
    await expect(api.callsTo('PUT', '/user/{id}/settings/edit').map((call) => call.path)).toEqual([
      `/user/${users.employer.id}/settings/edit`,
    ]);
    await expectAllMatched(api);
    settle();
  },
};

export const InboxSearchAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search messages' }), 'invoice');
    await waitFor(async () => expect(await rows()).toHaveLength(1), { timeout: 3000 });
    await expect((api.callsTo('POST', '/inbox/thread/list').at(-1)?.body as { search: string }).search).toBe('invoice');
    const [row] = await rows();
    await userEvent.click(within(row!).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this conversation for you?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No message matches the search.', {}, { timeout: 3000 });
    await expect(api.callsTo('DELETE', '/inbox/thread/{id}/delete').map((call) => call.path)).toEqual(['/inbox/thread/82/delete']);
    settle();
  },
};

export const InboxEmpty: Story = {
  args: {
    routes: [{ method: 'POST', path: '/inbox/thread/list', respond: () => ({ body: { items: [], total: 0 } }) }, ...inboxServer],
  },
  play: async () => {
    await screen.findByText('You have no messages yet.', {}, { timeout: 5000 });
    settle();
  },
};

export const InboxLoading: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/inbox/thread/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) },
      ...inboxServer,
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('main[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 });
    await expect(screen.queryByRole('list', { name: 'Threads' })).toBeNull();
    settle();
  },
};

const failingList: FixtureRoute = { method: 'POST', path: '/inbox/thread/list', respond: () => ({ status: 503, body: 'Unavailable' }) };

export const InboxFailed: Story = {
  args: { routes: [failingList, ...inboxServer] },
  play: async () => {
    await screen.findByText('The messages could not be loaded.', {}, { timeout: 8000 });
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    settle();
  },
};

export const InboxGerman: Story = {
  globals: { locale: 'de' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Nachrichten (1 ungelesen)' }, { timeout: 5000 });
    const list = await screen.findByRole('list', { name: 'Unterhaltungen' });
    await expect(within(list).getByRole('listitem', { name: 'Head of Regulatory Affairs: shortlist Ungelesen' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Neue Nachricht' })).toBeDisabled();
    settle();
  },
};

const threadArgs = { path: paths.messageThread(threadId), routePath: '/dashboard/messages/thread/:id', Component: MessageThread };

export const Thread: Story = {
  args: threadArgs,
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Head of Regulatory Affairs: shortlist' }, { timeout: 5000 });
    const header = h1.closest('header')!;
    await expect(within(header).getByText('With Marco Rossi')).toBeVisible();
    await expect(within(header).getByText('Vacancy: Head of Regulatory Affairs')).toBeVisible();
    const own = screen.getByRole('article', { name: 'Anna Keller (You)' });
    await expect(within(own).getByRole('button', { name: 'Message actions' })).toBeVisible();
    const theirs = screen.getAllByRole('article', { name: 'Marco Rossi' });
    await expect(within(theirs[0]!).queryByRole('button', { name: 'Message actions' })).toBeNull();
    await expect(await within(theirs[0]!).findByText('two candidates', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(theirs[0]!).getByRole('link', { name: 'shortlist.pdf' })).toHaveAttribute(
      'href',
      '/api/file/5/download?token=fixture-token',
    );
    await expect(within(theirs[1]!).getByText('This message was deleted.')).toBeVisible();
    // Opening the unread thread marked it read.
    await waitFor(() => expect(api.callsTo('PUT', '/inbox/thread/{id}/mark-read')).toHaveLength(1), { timeout: 5000 });
    await expectAllMatched(api);
    settle();
  },
};

export const ThreadReply: Story = {
  args: threadArgs,
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Head of Regulatory Affairs: shortlist' }, { timeout: 5000 });
    // The editor loads on demand; an empty reply is refused here, without a call.
    const editor = await screen.findByRole('textbox', { name: /Reply/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('This field is required', {}, { timeout: 3000 });
    await expect(api.callsTo('POST', '/inbox/thread/{id}/reply')).toHaveLength(0);
    await userEvent.click(editor);
    await userEvent.keyboard('Thank you, I will call you tomorrow.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('article', { name: 'Anna Keller (You)' })).toHaveLength(2), { timeout: 5000 });
    await expect(screen.getAllByRole('article', { name: 'Anna Keller (You)' })[1]).toHaveTextContent(
      'Thank you, I will call you tomorrow.',
    );
    await screen.findByText('Message sent');
    const sent = api.callsTo('POST', '/inbox/thread/{id}/reply')[0]?.body as { content: string };
    await expect(sent.content).toContain('Thank you, I will call you tomorrow.');
    settle();
  },
};

export const ThreadNotFound: Story = {
  args: { ...threadArgs, path: paths.messageThread(999) },
  play: async () => {
    await screen.findByText('The thread does not exist or you are not a participant.', {}, { timeout: 5000 });
    await expect(screen.getByRole('heading', { level: 1, name: 'This conversation could not be loaded.' })).toBeVisible();
    settle();
  },
};

export const ThreadGerman: Story = {
  args: threadArgs,
  globals: { locale: 'de' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Head of Regulatory Affairs: shortlist' }, { timeout: 5000 });
    await expect(screen.getByText('Mit Marco Rossi')).toBeVisible();
    await expect(screen.getByRole('article', { name: 'Anna Keller (Sie)' })).toBeVisible();
    await expect(screen.getByText('Diese Nachricht wurde gelöscht.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Senden' })).toBeVisible();
    settle();
  },
};

const lukas = { id: 77, username: 'lukas', fullName: 'Lukas Brunner', firstName: 'Lukas' };
const withUserRoutes: FixtureRoute[] = [
  {
    method: 'GET',
    path: '/user/{id}/view',
    respond: ({ params }) => (params['id'] === '77' ? { body: lukas } : { status: 404, body: 'No such user.' }),
  },
  {
    method: 'POST',
    path: '/inbox/thread/create',
    respond: ({ body }) => ({
      body: { id: 95, subject: (body as { subject: string }).subject, messages: [], participants: [], unread: false },
    }),
  },
  ...inboxServer,
];

export const WithUserCompose: Story = {
  args: {
    path: paths.messagesWithUser(77),
    routePath: '/dashboard/messages/user/:id',
    Component: MessagesWithUser,
    routes: withUserRoutes,
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Message to Lukas Brunner' }, { timeout: 5000 });
    await screen.findByRole('textbox', { name: /^Message/ }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2), { timeout: 3000 });
    await userEvent.type(screen.getByRole('textbox', { name: /Subject/ }), 'Your availability');
    await userEvent.click(await screen.findByRole('textbox', { name: /^Message/ }));
    await userEvent.keyboard('Would you have time for a new mandate?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/inbox/thread/create')).toHaveLength(1));
    const sent = api.callsTo('POST', '/inbox/thread/create')[0]!.body as {
      subject: string;
      participants: { id: number }[];
      message: { content: string };
    };
    await expect(sent.subject).toBe('Your availability');
    await expect(sent.participants).toEqual([{ id: 77 }]);
    await expect(sent.message.content).toContain('Would you have time for a new mandate?');
    await screen.findByText('Message sent');
    settle();
  },
};

export const WithUserExistingThread: Story = {
  args: {
    path: paths.messagesWithUser(users.consultant.id),
    routePath: '/dashboard/messages/user/:id',
    Component: MessagesWithUser,
    routes: [
      {
        method: 'GET',
        path: '/user/{id}/view',
        respond: () => ({ body: { id: users.consultant.id, username: 'marco', fullName: users.consultant.name } }),
      },
      ...inboxServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    // The newest thread of only the two of them (81, not the older 83) is opened; the shell shows the bare route afterwards.
    await waitFor(() => expect(api.callsTo('POST', '/inbox/thread/list')).toHaveLength(1), { timeout: 5000 });
    await expect((api.callsTo('POST', '/inbox/thread/list')[0]!.body as { search: string }).search).toBe('Marco Rossi');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'New message' })).toBeNull());
    settle();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { candidateServer } from '../../testing/candidateFixtures';
import type { FixtureFetch } from '../../testing/fixtureFetch';
import { users } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import CandidateListView from './CandidateListView';

const server = candidateServer();
const list = '/candidate/list';

const meta = {
  title: 'Screens/CandidateList',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.candidates(),
    routePath: '/dashboard/candidate/list',
    Component: CandidateListView,
    user: users.consultant,
    routes: server,
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          '“My candidates” (`/dashboard/candidate/list`) in the app’s shell and providers, its store’s real API client answering from ' +
          'fixtures at the transport level (apps/web/src/testing/candidateFixtures.ts, decision 0014).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

/** No focus ring and no announcement of a button that is gone in the screenshot. */
function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

/** The names of the listed candidates, in order. */
async function listedNames() {
  const candidates = await screen.findByRole('list', { name: /^Candidates$|^Kandidaten$/ }, { timeout: 5000 });
  return within(candidates)
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-labelledby') && document.getElementById(row.getAttribute('aria-labelledby')!)?.textContent);
}

const row = (name: string) => screen.findByRole('listitem', { name }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'My candidates (3)' }, { timeout: 5000 });
    await expect(await listedNames()).toEqual(['Lena Vogel', 'Jonas Meier', 'Sophie Keller-Rüegsegger']);
    const lena = await row('Lena Vogel');
    await expect(within(lena).getByText('Consent recorded')).toBeVisible();
    await expect(within(lena).getByText('1 running application')).toBeVisible();
    await expect(within(await row('Sophie Keller-Rüegsegger')).getByText('No consent')).toBeVisible();
    // The row's actions are the server's: delete refused for a candidate with a running application, with the reason.
    await userEvent.click(within(lena).getByRole('button', { name: 'Actions' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Record consent',
      'Create a copy',
      'DeleteThe candidate has applications that are still running.',
    ]);
    await expect(items[3]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(api.callsTo('POST', list).map(({ body }) => body)).toEqual([{ search: null, status: ['active'], page: 0, pageSize: 25 }]);
    await expectAllMatched(api);
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'POST', path: list, delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }, ...server] },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'My candidates' }, { timeout: 5000 });
    await expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('list', { name: 'Candidates' })).toBeNull();
    settle();
  },
};

export const Empty: Story = {
  args: { routes: [{ method: 'POST', path: list, respond: () => ({ body: { items: [], total: 0 } }) }, ...server] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByText('You have not entered any candidates yet.', {}, { timeout: 5000 })).toBeVisible();
    // The first step twice: the page's primary action and the empty state's.
    await expect(screen.getAllByRole('button', { name: 'New candidate' })).toHaveLength(2);
    await expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await expectAllMatched(api);
    settle();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await listedNames();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'Zebra');
    // The search goes to the server after the typing pauses; nothing matches.
    await expect(await screen.findByText('No candidate matches the search.', {}, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', list).at(-1)?.body).toEqual({ search: 'Zebra', status: ['active'], page: 0, pageSize: 25 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(async () => expect(await listedNames()).toHaveLength(3));
    await expect(screen.getByRole('searchbox', { name: 'Search by name or e-mail' })).toHaveValue('');
    // A match by e-mail: the list narrows to one.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'jonas.meier@');
    await waitFor(async () => expect(await listedNames()).toEqual(['Jonas Meier']), { timeout: 5000 });
    await expectAllMatched(api);
    settle();
  },
};

export const Failed: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: list,
        respond: ({ calls }) =>
          calls.some((c) => c.path === list) ? { body: { items: [], total: 0 } } : { status: 503, body: 'Down for maintenance.' },
      },
      ...server,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByText('The candidates could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    // No count without an answer.
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^My candidates$/);
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Candidates' })).toBeNull();
    // A 5xx is also the global handler's (000 §8): its bar with the server's message.
    await expect(await screen.findByText('Down for maintenance.')).toBeVisible();
    await expect(api.callsTo('POST', list).map(({ status }) => status)).toEqual([503]);
    await expectAllMatched(api);
    settle();
  },
};

export const FailedTryAgain: Story = {
  args: Failed.args,
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByText('The candidates could not be loaded.', {}, { timeout: 5000 });
    // The global bar closed first, then "Try again" asks once more; this time the server answers.
    const bar = (await screen.findByText('Down for maintenance.')).closest<HTMLElement>('[role="alertdialog"], [role="dialog"]')!;
    await userEvent.click(within(bar).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Down for maintenance.')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect(await screen.findByText('You have not entered any candidates yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', list).map(({ status }) => status)).toEqual([503, 200]);
    await expectAllMatched(api);
    settle();
  },
};

export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const jonas = await row('Jonas Meier');
    await userEvent.click(within(jonas).getByRole('button', { name: 'Actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete candidate' });
    await expect(dialog).toHaveTextContent(
      'Delete Jonas Meier? The candidate stays on the applications already made, but can no longer be submitted or edited.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(api.callsTo('DELETE', '/candidate/{id}/delete').map(({ path }) => path)).toEqual(['/candidate/302/delete']);
    // The list is asked again and no longer shows the deleted candidate; the success bar names them.
    await waitFor(async () => expect(await listedNames()).toEqual(['Lena Vogel', 'Sophie Keller-Rüegsegger']), { timeout: 5000 });
    await expect(await screen.findByRole('alertdialog', { name: 'Jonas Meier was deleted.' }, { timeout: 5000 })).toBeVisible();
    await screen.findByRole('heading', { level: 1, name: 'My candidates (2)' });
    await expectAllMatched(api);
    settle();
  },
};

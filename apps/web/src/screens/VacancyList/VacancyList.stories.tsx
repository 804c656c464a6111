import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import type { FixtureFetch } from '../../testing/fixtureFetch';
import { users } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import { listedVacancies, vacancyListServer } from '../../testing/vacancyListFixtures';
import VacancyList from './VacancyList';

const list = '/job/list';

const meta = {
  title: 'Screens/VacancyList',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.vacancies(),
    routePath: '/dashboard/vacancies',
    Component: VacancyList,
    user: users.employer,
    routes: vacancyListServer(),
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The vacancy list (`/dashboard/vacancies`) in the app’s shell, its store’s real API client answering from a fixture server that filters, ' +
          'sorts and pages twelve vacancies (apps/web/src/testing/vacancyListFixtures.ts).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list once loaded: its h1 carries the count. */
const heading = (name: RegExp | string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
/** The last `POST /job/list` body the screen sent. */
const lastList = (api: FixtureFetch) => api.callsTo('POST', list).at(-1)?.body as Record<string, unknown>;
/** The titles of the table's rows. */
const titles = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .queryAllByRole('link')
    .map((link) => link.textContent);

async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

/** No focus ring, hover or announcement in the screenshot. */
async function settle(canvasElement: HTMLElement) {
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(canvasElement);
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    // The employer's primary action is a new vacancy; the export stays beside it; "Vacancies" is the current page.
    await expect(screen.getByRole('button', { name: 'New vacancy' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeVisible();
    await expect(screen.getByRole('navigation', { name: 'Main menu' }).querySelector('[aria-current="page"]')).toHaveTextContent(
      'Vacancies',
    );
    // The first page of ten, newest first, each title linking to its vacancy page.
    await waitFor(() => expect(titles(canvasElement)).toHaveLength(10));
    await expect(screen.getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute('href', '/dashboard/vacancy/5000/view');
    await expect(lastList(api)).toEqual({ sortBy: 'creationDate', sortOrder: 'DESC', page: 0, pageSize: 10 });
    // The key figures and the tab counts come from POST /job/statistics.
    const figures = screen.getByRole('group', { name: 'Vacancy statistics' });
    await expect(
      within(figures)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['12', '23', '1', '1']);
    const tabs = within(screen.getByRole('tablist', { name: 'Status' }))
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    await expect(tabs).toEqual([
      'All (12)',
      'In search (9)',
      'Draft (1)',
      'Active (6)',
      'On hold (2)',
      'Expired (1)',
      'Closed (1)',
      'Cancelled (1)',
    ]);
    await expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeVisible();
    await expect(screen.getByText('1 – 10 of 12')).toBeVisible();
    await expectAllMatched(api);
    await settle(canvasElement);
  },
};

export const StatusTabAndPaging: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    // The next page is the server's second page.
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await expect(await screen.findByText('11 – 12 of 12')).toBeVisible();
    await expect(lastList(api)).toMatchObject({ page: 1 });
    await waitFor(() => expect(titles(canvasElement)).toEqual(['Lab Automation Specialist', 'Market Access Lead']));
    // The company-search tab asks for its three statuses, from the first page.
    await userEvent.click(screen.getByRole('tab', { name: 'In search (9)' }));
    await heading('Vacancies (9)');
    await expect(lastList(api)).toMatchObject({ statuses: ['active', 'expired', 'on-hold'], page: 0 });
    await expect(await screen.findByText('1 – 9 of 9')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await settle(canvasElement);
  },
};

export const SortAndSearch: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    await userEvent.click(within(await screen.findByRole('columnheader', { name: /Vacancy/ })).getByRole('button'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ sortBy: 'title', sortOrder: 'ASC' }));
    await waitFor(() => expect(titles(canvasElement)[0]).toBe('Chief Financial Officer'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'engineer');
    await heading('Vacancies (2)');
    await expect(lastList(api)).toMatchObject({ search: 'engineer', sortBy: 'title', sortOrder: 'ASC', page: 0 });
    await expect(titles(canvasElement)).toEqual(['Senior Process Engineer', 'Validation Engineer']);
    await settle(canvasElement);
  },
};

export const Favourite: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    const star = await screen.findByRole('button', { name: 'Favourite: Senior Process Engineer' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    // The bar comes once the list and its counts have refetched.
    await expect(await screen.findByText('“Senior Process Engineer” is one of your favourites now.', {}, { timeout: 8000 })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite: Senior Process Engineer' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(api.callsTo('PUT', '/job/5001/toggle-favorite')).toHaveLength(1);
    // Favourites only: the two marked ones.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    await heading('Vacancies (2)');
    await expect(lastList(api)).toMatchObject({ favouritesOnly: true });
    await settle(canvasElement);
  },
};

export const RestoredFromTheAddress: Story = {
  args: { path: paths.vacancies('q=head&tab=active&sort=title&order=asc&size=25') },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (1)');
    // The first request already has the address's filters, tab, sort and page size.
    await expect(api.callsTo('POST', list)[0]?.body).toEqual({
      search: 'head',
      statuses: ['active'],
      sortBy: 'title',
      sortOrder: 'ASC',
      page: 0,
      pageSize: 25,
    });
    await expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('head');
    await expect(screen.getByRole('tab', { name: /^Active/ })).toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByRole('columnheader', { name: /Vacancy/ })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Loading: Story = {
  args: {
    routes: [{ method: 'POST', path: list, delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }, ...vacancyListServer()],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies');
    await expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(api.callsTo('POST', list)).toHaveLength(1));
    await expect(api.callsTo('POST', list)[0]?.status).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: list,
        respond: ({ calls }) =>
          calls.some((c) => c.path === list)
            ? { body: { items: listedVacancies.slice(0, 2), total: 2 } }
            : { status: 403, body: { message: 'Access denied' } },
      },
      ...vacancyListServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('Access denied');
    // Try again loads the list there, without leaving the page.
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await heading('Vacancies (2)');
    await expect(titles(canvasElement)).toEqual(['Head of Regulatory Affairs', 'Senior Process Engineer']);
  },
};

export const Empty: Story = {
  args: { routes: vacancyListServer([]) },
  play: async ({ canvasElement }) => {
    await heading('Vacancies (0)');
    await expect(await screen.findByRole('heading', { name: 'No vacancies yet' })).toBeVisible();
    await expect(screen.getByText('Your vacancies will be listed here once you create them.')).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await settle(canvasElement);
  },
};

export const NoMatch: Story = {
  args: { path: paths.vacancies('q=astronaut') },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (0)');
    const empty = await screen.findByRole('heading', { name: 'No vacancy matches' });
    await userEvent.click(within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }));
    await heading('Vacancies (12)');
    await expect(lastList(api)).not.toHaveProperty('search');
    await expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await settle(canvasElement);
  },
};

export const Consultant: Story = {
  args: { user: users.consultant },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    // A consultant creates no vacancy.
    await expect(screen.queryByRole('button', { name: 'New vacancy' })).toBeNull();
    // A consultant's list is the vacancies they have a relation with; they do not export it.
    await expect(lastList(api)).toMatchObject({
      recruiterStatuses: ['requested', 'accepted', 'rejected', 'withdrawn', 'invited', 'withdrawn-invitation'],
    });
    await expect(screen.queryByRole('button', { name: 'Export (xlsx)' })).toBeNull();
    await settle(canvasElement);
  },
};

export const ConsultantEmpty: Story = {
  args: { user: users.consultant, routes: vacancyListServer([]) },
  play: async () => {
    await expect(
      await screen.findByText('Vacancies you are invited to or work on, and public vacancies, will be listed here.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Admin: Story = {
  args: { user: users.admin },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    await expect(lastList(api)).not.toHaveProperty('recruiterStatuses');
    await expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeVisible();
    await settle(canvasElement);
  },
};

export const Exporting: Story = {
  args: {
    user: users.admin,
    routes: [{ method: 'POST', path: '/job/export', delayMs: 'never', respond: () => ({ body: null }) }, ...vacancyListServer()],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading('Vacancies (12)');
    await userEvent.click(await screen.findByRole('tab', { name: /^Active/ }));
    await heading('Vacancies (6)');
    const button = screen.getByRole('button', { name: 'Export (xlsx)' });
    await userEvent.click(button);
    // Long work shows a progress bar; the export has the list's filters and sort, without the page.
    await expect(await screen.findByRole('progressbar', { name: 'Preparing the spreadsheet…' })).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(api.callsTo('POST', '/job/export')[0]?.body).toEqual({ statuses: ['active'], sortBy: 'creationDate', sortOrder: 'DESC' });
  },
};

export const ExportRefused: Story = {
  args: {
    user: users.admin,
    routes: [
      {
        method: 'POST',
        path: '/job/export',
        respond: () => ({ status: 429, body: { message: 'Too many exports. Please wait a minute.' } }),
      },
      ...vacancyListServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    await heading('Vacancies (12)');
    await userEvent.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
    // The server's message once, in the page's bar; the button is usable again.
    await expect(await screen.findByText('Too many exports. Please wait a minute.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getAllByText('Too many exports. Please wait a minute.')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeEnabled());
    await expect(screen.queryByRole('progressbar', { name: 'Preparing the spreadsheet…' })).toBeNull();
    await settle(canvasElement);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await heading('Stellen (12)');
    await expect(await screen.findByRole('tab', { name: 'In Suche (9)' })).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Pausiert (2)' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Exportieren (xlsx)' })).toBeVisible();
    await expect(screen.getByText('1 – 10 von 12')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Land/ }));
    await expect(await screen.findByRole('option', { name: 'Schweiz (12)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('table', { name: 'Stellen' })).toBeVisible();
    await settle(canvasElement);
  },
};

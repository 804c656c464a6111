import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { users } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import { vacancyListServer } from '../../testing/vacancyListFixtures';
import Monitoring from './Monitoring';

const meta = {
  title: 'Screens/Monitoring',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.monitoring(),
    routePath: '/dashboard/monitoring',
    Component: Monitoring,
    user: users.admin,
    routes: vacancyListServer(),
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'Monitoring (`/dashboard/monitoring`): every vacancy with the columns of the monitoring export, and the export, for admins; anyone else ' +
          'is told they may not, and nothing is loaded.',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Monitoring (12 vacancies)' }, { timeout: 5000 });
    const table = await screen.findByRole('table', { name: 'All vacancies' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers).toEqual([
      'ID',
      'Vacancy',
      'Reference',
      'Status',
      'Author',
      'Organisation',
      'City',
      'Country',
      'Positions',
      'Placements',
      'Consultants',
      'Candidates',
      'Created',
      'Published',
    ]);
    // No favourites here; the export is the page's primary action.
    await expect(within(table).queryByRole('button', { name: /^Favourite/ })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Export (xlsx)' })).toBeVisible();
    await expect(screen.queryByRole('checkbox', { name: 'Favourites only' })).toBeNull();
    await expect(api.unmatched).toEqual([]);
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/job/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) },
      ...vacancyListServer(),
    ],
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Monitoring' }, { timeout: 5000 });
    await expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { routes: vacancyListServer([]) },
  play: async () => {
    await expect(await screen.findByText('There are no vacancies on the platform yet.', {}, { timeout: 5000 })).toBeVisible();
    settle();
  },
};

export const EmployerRefused: Story = {
  args: { user: users.employer },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Monitoring is for administrators' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to my vacancies' })).toHaveAttribute('href', '/dashboard/vacancies');
    // No data: the list was never asked for.
    await expect(api.callsTo('POST', '/job/list')).toEqual([]);
    await expect(screen.queryByRole('table')).toBeNull();
    settle();
  },
};

export const ConsultantRefused: Story = {
  args: { user: users.consultant },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('heading', { name: 'Monitoring is for administrators' }, { timeout: 5000 })).toBeVisible();
    await expect(screenFetch(canvasElement).callsTo('POST', '/job/statistics')).toEqual([]);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Monitoring (12 Stellen)' }, { timeout: 5000 });
    await expect(await screen.findByRole('table', { name: 'Alle Stellen' })).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: /Besetzungen/ })).toBeVisible();
    settle();
  },
};

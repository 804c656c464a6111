import type { PublicVacancy } from '@mandate/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { FixtureFetch, FixtureRoute } from '../../testing/fixtureFetch';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import { Home } from './Home';

/** A vacancy as `GET /job/public-list` answers it (no fees; salary null when confidential). */
function publicVacancy(id: number, title: string, more: Partial<PublicVacancy> = {}): PublicVacancy {
  return {
    id,
    title,
    reference: `REF-${id}`,
    status: { code: 'active' },
    organization: { id: 3, name: 'Helvetia Pharma AG' },
    place: { city: 'Basel', country: { code: 'CH', label: 'CH' } },
    sectors: ['pharma'],
    departments: [],
    positionCount: 1,
    salary: null,
    publicationDate: '2026-03-05T12:00:00.000Z',
    ...more,
  };
}

const vacancies = [
  publicVacancy(4711, 'Head of Regulatory Affairs', { positionCount: 2 }),
  publicVacancy(4717, 'Supply Chain Analyst', {
    organization: { id: 5, name: 'Rhein Logistik GmbH' },
    place: { city: 'Hamburg', country: { code: 'DE', label: 'DE' } },
    positionCount: 3,
    publicationDate: '2026-03-01T12:00:00.000Z',
  }),
];

const publicList = '/job/public-list';
const server: FixtureRoute[] = [{ method: 'GET', path: publicList, respond: () => ({ body: { items: vacancies, total: 14 } }) }];

const meta = {
  title: 'Screens/Home/Public',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: { path: '/', routePath: '/', Component: Home, user: null, routes: server },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The public home page (`/`) with the open public vacancies from `GET /job/public-list` (no login), in the app’s shell, answered ' +
          'from fixtures at the transport level (decision 0014).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
}

export const Vacancies: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const section = await region('Open vacancies');
    const list = await within(section).findByRole('list', { name: 'Open vacancies' }, { timeout: 5000 });
    const reg = within(list).getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    // The details are behind the login, which leads to the vacancy's page.
    await expect(within(reg).getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute(
      'href',
      '/account/login?redirectUrl=%2Fdashboard%2Fvacancy%2F4711%2Fview',
    );
    await expect(reg).toHaveTextContent('Helvetia Pharma AG · Basel, CH · 2 positions · published 5 Mar 2026');
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(within(section).getByText('2 of 14 vacancies shown')).toBeVisible();
    // Asked without a session: no token sent.
    const call = api.callsTo('GET', publicList)[0]!;
    await expect(call.headers.token).toBeUndefined();
    await expect(call.query).toEqual({ pageSize: '10' });
    await expectAllMatched(api);
    settle();
  },
};

export const NoVacancies: Story = {
  args: { routes: [{ method: 'GET', path: publicList, respond: () => ({ body: { items: [], total: 0 } }) }] },
  play: async () => {
    const section = await region('Open vacancies');
    await expect(await within(section).findByRole('heading', { name: 'No open vacancies right now' })).toBeVisible();
    // The login stays the page's primary way on.
    await expect(within(screen.getByRole('main')).getAllByRole('link', { name: 'Log in' })).toHaveLength(1);
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ ...server[0]!, delayMs: 'never' }] },
  play: async () => {
    const section = await region('Open vacancies');
    await expect(within(section).getByRole('status', { name: 'Loading the vacancies' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).queryByRole('listitem')).toBeNull();
  },
};

export const FailedThenRetried: Story = {
  args: {
    routes: [
      {
        method: 'GET',
        path: publicList,
        respond: ({ calls }) =>
          calls.some((call) => call.path === publicList)
            ? { body: { items: vacancies, total: 2 } }
            : { status: 503, body: { message: 'The service is briefly unavailable.' } },
      },
    ],
  },
  play: async () => {
    const section = await region('Open vacancies');
    const alert = await within(section).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('The service is briefly unavailable.');
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    const list = await within(section).findByRole('list', { name: 'Open vacancies' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('listitem', { name: /./ })).toHaveLength(2);
    await expect(within(section).queryByText(/vacancies shown/)).toBeNull();
    settle();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { locale: 'de' },
  play: async () => {
    const section = await region('Offene Vakanzen');
    const list = await within(section).findByRole('list', { name: 'Offene Vakanzen' }, { timeout: 5000 });
    await expect(within(list).getByRole('listitem', { name: 'Supply Chain Analyst' })).toHaveTextContent(
      'Rhein Logistik GmbH · Hamburg, DE · 3 Positionen · veröffentlicht am 01.03.2026',
    );
    await expect(within(section).getByText('2 von 14 Vakanzen angezeigt')).toBeVisible();
    await expect(within(section).getByText(/Melden Sie sich an/)).toBeVisible();
    settle();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { hasSucceeded, type FixtureFetch, type FixtureRoute } from '../../testing/fixtureFetch';
import { users, vacancy, vacancyId, vacancyMenus } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import VacancyView from './VacancyView';

const view = '/job/{id}/view';
const menu = '/job/{id}/menu';
const onHold = '/job/{id}/on-hold';
const title = vacancy().title;

/** The vacancy as the server shows it: active until a `PUT /job/{id}/on-hold` succeeded, on hold after. */
const vacancyServer: FixtureRoute[] = [
  {
    method: 'GET',
    path: view,
    respond: ({ calls, locale }) => ({ body: vacancy(hasSucceeded(calls, 'PUT', onHold) ? 'on-hold' : 'active', locale) }),
  },
  {
    method: 'GET',
    path: menu,
    respond: ({ calls }) => ({ body: hasSucceeded(calls, 'PUT', onHold) ? vacancyMenus.employerOnHold : vacancyMenus.employerActive }),
  },
  { method: 'PUT', path: onHold, respond: ({ locale }) => ({ body: vacancy('on-hold', locale) }) },
];

const meta = {
  title: 'Screens/VacancyView',
  component: ScreenStory,
  // The Shell and a router per story: one story at a time, not a docs page of all of them.
  tags: ['!autodocs'],
  args: {
    path: paths.vacancy(vacancyId),
    routePath: '/dashboard/vacancy/:id/view',
    Component: VacancyView,
    user: users.employer,
    routes: vacancyServer,
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The vacancy page (`/dashboard/vacancy/{id}/view`) in the app’s shell and providers, its store’s real API client answering from ' +
          'fixtures at the transport level (apps/web/src/testing, decision 0014).',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page once loaded: its only h1 is the vacancy's title. */
const heading = () => screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });

/** The key facts as label → value. */
function keyFacts(canvasElement: HTMLElement): Record<string, string> {
  const group = within(canvasElement).getByRole('group', { name: /Key facts|Eckdaten/ });
  const terms = within(group).getAllByRole('term');
  const definitions = within(group).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, index) => [term.textContent ?? '', definitions[index]?.textContent ?? '']));
}

/** Every request went to a fixture route (an unmatched one would have answered 404). */
async function expectAllMatched(api: FixtureFetch) {
  await expect(api.unmatched.map((call) => `${call.method} ${call.path}`)).toEqual([]);
}

/** Opens the Actions menu and chooses "Put on hold"; resolves to the dialog once its reasons have loaded. */
async function openPutOnHold() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Put on hold' }));
  const dialog = await screen.findByRole('dialog', { name: 'Put vacancy on hold' });
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /Reason/ })).toBeEnabled());
  return dialog;
}

/** Picks "Budget under review" and types a description, as a user does. */
async function fillPutOnHold(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: /Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Budget under review' }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Budget freeze until the end of Q3.');
}

/** No focus ring and no announcement pointing at a button that is gone (see .storybook/vitest.setup.ts) in the screenshot. */
function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

export const Employer: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const h1 = await heading();
    const header = h1.closest('header')!;
    await expect(within(header).getByText('Active')).toBeVisible();
    await expect(keyFacts(canvasElement)).toMatchObject({
      Reference: 'REG-2026-014',
      Owner: 'Anna Keller · Helvetia Pharma AG',
      Location: 'Basel, Switzerland',
      Positions: '2 positions, 1 filled',
      Accepting: 'Candidates, Search consultants',
      Published: '5 Mar 2026',
      Expires: '30 Jun 2026',
    });
    // The actions come from the server's menu; this page carries out "Put on hold" (the others come with their issues).
    const actions = within(header).getByRole('button', { name: 'Actions' });
    await userEvent.click(actions);
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Put on hold']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.unhover(actions);
    // The real client sent the session's token with every call.
    await expect(api.callsTo('GET', view)[0]?.headers.token).toBe('fixture-token');
    await expectAllMatched(api);
    settle();
  },
};

export const PutOnHold: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openPutOnHold();
    await fillPutOnHold(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Exactly the domain schema's payload went to the server.
    const puts = api.callsTo('PUT', onHold);
    await expect(puts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/job/${vacancyId}/on-hold`, body: { reason: 'budget-review', comment: 'Budget freeze until the end of Q3.' } },
    ]);
    // The page refetched its view and menu and shows the new status without a reload; the shell shows the success bar.
    const header = (await heading()).closest('header')!;
    await waitFor(() => expect(within(header).getByText('On hold')).toBeVisible());
    await expect(await screen.findByRole('alertdialog', { name: 'The vacancy is on hold.' })).toBeVisible();
    await expect(api.callsTo('GET', view)).toHaveLength(2);
    await expect(api.callsTo('GET', menu)).toHaveLength(2);
    await expectAllMatched(api);
    settle();
  },
};

export const Refused: Story = {
  args: {
    routes: [
      {
        method: 'PUT',
        path: onHold,
        respond: () => ({ status: 409, body: { message: 'This is not possible in the current status.' } }),
      },
      ...vacancyServer,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await heading();
    const dialog = await openPutOnHold();
    await fillPutOnHold(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    // The server's message in the dialog, the input kept, and no error bar of the global handler besides.
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('This is not possible in the current status.');
    await expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Budget freeze until the end of Q3.');
    await expect(within(dialog).getByRole('button', { name: /Reason/ })).toHaveTextContent('Budget under review');
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('PUT', onHold).map((call) => call.status)).toEqual([409]);
    // Nothing changed, so nothing was refetched.
    await expect(api.callsTo('GET', view)).toHaveLength(1);
    await expectAllMatched(api);
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [{ method: 'GET', path: view, delayMs: 'never', respond: () => ({ body: vacancy() }) }, ...vacancyServer],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const main = await screen.findByRole('main', { name: 'Loading the vacancy…' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    // Skeletons shaped like the content, hidden from screen readers; no title yet.
    await expect(main.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    // The view was asked for and has no answer; the shell's loading line runs meanwhile.
    await waitFor(() => expect(api.callsTo('GET', view)).toHaveLength(1));
    await expect(api.callsTo('GET', view)[0]?.status).toBeNull();
    await expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expectAllMatched(api);
  },
};

export const NotFound: Story = {
  args: {
    routes: [
      { method: 'GET', path: view, respond: () => ({ status: 404, body: { message: 'This vacancy does not exist or was deleted.' } }) },
      { method: 'GET', path: menu, respond: () => ({ status: 404, body: { message: 'This vacancy does not exist or was deleted.' } }) },
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent('This vacancy does not exist or was deleted.');
    // The page shows it inline: no error bar of the global handler.
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await expect(api.callsTo('GET', view)).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', view)).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', view)[1]?.status).toBe(404));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This vacancy does not exist or was deleted.');
    settle();
  },
};

export const Consultant: Story = {
  args: {
    user: users.consultant,
    routes: [{ method: 'GET', path: menu, respond: () => ({ body: vacancyMenus.consultant }) }, ...vacancyServer],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await waitFor(() => expect(api.callsTo('GET', menu)[0]?.status).toBe(200));
    // Every action is refused with permission-denied: left out, so there is no Actions menu at all.
    await expect(within(header).queryByRole('button', { name: 'Actions' })).toBeNull();
    await expect(within(header).getByText('Active')).toBeVisible();
    await expect(screen.getByText(users.consultant.name)).toBeVisible();
    await expectAllMatched(api);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    routes: [
      { method: 'GET', path: view, respond: ({ locale }) => ({ body: vacancy('on-hold', locale) }) },
      { method: 'GET', path: menu, respond: () => ({ body: vacancyMenus.employerOnHold }) },
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Pausiert')).toBeVisible();
    await expect(keyFacts(canvasElement)).toMatchObject({
      Referenz: 'REG-2026-014',
      Arbeitsort: 'Basel, Schweiz',
      Positionen: '2 Positionen, 1 besetzt',
      Veröffentlicht: '05.03.2026',
    });
    // The client asked in German (the locale cookie, as in the app).
    await expect(api.callsTo('GET', view)[0]?.headers.locale).toBe('de');
    // "Pausieren" is refused for the status: shown disabled with the domain's reason.
    const actions = within(header).getByRole('button', { name: 'Aktionen' });
    await userEvent.click(actions);
    const hold = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Pausieren/ });
    await expect(hold).toHaveAttribute('aria-disabled', 'true');
    await expect(hold).toHaveTextContent('Im aktuellen Status ist dies nicht möglich.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.unhover(actions);
    await expectAllMatched(api);
    settle();
  },
};

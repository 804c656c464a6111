import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import {
  candidateId,
  candidateNotFoundMessage,
  candidateRecord,
  candidateRefusedServer,
  candidateServer,
} from '../../testing/candidateFixtures';
import { users } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import CandidateView from './CandidateView';

const server = candidateServer();

const meta = {
  title: 'Screens/CandidateView',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.candidate(candidateId),
      routePath: '/dashboard/candidate/:id/view',
      Component: CandidateView,
      user: users.consultant,
      routes: server,
    },
    description:
      'The candidate page (`/dashboard/candidate/{id}/view`) in the app’s shell and providers, its store’s real API client answering ' +
      'from fixtures at the transport level (apps/web/src/testing/candidateFixtures.ts, decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1, name: 'Lena Vogel' }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('Head of Regulatory Affairs')).toBeVisible();
    await expect(within(header).getByText('Marco Rossi · Alpine Search GmbH')).toBeVisible();
    // The PDF and the files are links with the session's token (the browser opens them, 001 §7.2).
    await expect(within(header).getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/candidate/${candidateId}/pdf?token=fixture-token`,
    );
    const cv = await screen.findByRole('link', { name: /CV Lena Vogel\.pdf/ });
    await expect(cv).toHaveAttribute('href', '/api/file/501/download?token=fixture-token');
    await expect(screen.getByText('lena.vogel@example.ch')).toBeVisible();
    // The applications with their status, linked to the vacancy.
    const table = await screen
      .findByRole('table', { name: 'Applications' })
      .catch(() => screen.findByRole('table', { name: 'Applications' }));
    await expect(within(table).getByRole('link', { name: 'Head of Regulatory Affairs' })).toHaveAttribute('href', paths.vacancy(4711));
    // The menu from the server: delete refused with the reason while an application runs.
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit',
      'Record consent',
      'Create a copy',
      'DeleteThe candidate has applications that are still running.',
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(api.callsTo('POST', '/application/list')[0]?.body).toMatchObject({ candidateId, pageSize: 200 });
    await expectAllMatched(api);
    settle();
  },
};

export const Refused: Story = {
  args: {
    routes: candidateRefusedServer(),
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    // The server's answer inline, the way back, no global error bar; nothing of the candidate.
    await expect(await screen.findByText(candidateNotFoundMessage, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(screen.getByRole('main')).getByRole('link', { name: 'My candidates' })).toHaveAttribute('href', paths.candidates());
    await expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', '/candidate/{id}/view')).toHaveLength(2));
    settle();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await heading()).closest('header')!;
    await expect(within(header).getByText('02.03.2026')).toBeVisible();
    await expect(screen.getByRole('heading', { level: 2, name: 'Profil' })).toBeVisible();
    await expect(screen.getByText('Schweiz', { exact: false })).toBeVisible();
    await expect(within(header).getByRole('link', { name: 'PDF herunterladen' })).toBeVisible();
    await expect(api.callsTo('GET', '/candidate/{id}/view')[0]?.headers.locale).toBe('de');
    await expectAllMatched(api);
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [{ method: 'GET', path: '/candidate/{id}/view', delayMs: 'never', respond: () => ({ body: candidateRecord() }) }, ...server],
  },
  play: async () => {
    // Skeletons in a busy, named main until the candidate is there; nothing of it yet, no actions.
    const main = await screen.findByRole('main', { name: 'Loading the candidate' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(within(main).queryByRole('heading')).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    await expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    settle();
  },
};

/** The documents and the applications come by their own calls: while the applications are on their way, the rest of the page is there. */
export const ApplicationsLoading: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/application/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) },
      ...server,
    ],
  },
  play: async () => {
    await heading();
    await expect(await screen.findByRole('link', { name: /CV Lena Vogel\.pdf/ }, { timeout: 5000 })).toBeVisible();
    const applications = screen.getByRole('heading', { level: 2, name: 'Applications' }).parentElement!;
    await expect(within(applications).queryByRole('table')).toBeNull();
    await expect(within(applications).queryByRole('table')).toBeNull();
    await expect(within(applications).queryByText('Not submitted to a vacancy yet.')).toBeNull();
    settle();
  },
};

/** A deleted candidate without consent, documents or applications: every part says it is empty, the menu offers only what the server allows. */
export const DeletedAndEmpty: Story = {
  args: {
    path: paths.candidate(303),
    routes: [
      { method: 'GET', path: '/candidate/{id}/view', respond: ({ locale }) => ({ body: candidateRecord(303, locale, 'deleted') }) },
      {
        method: 'GET',
        path: '/candidate/{id}/menu',
        respond: () => ({ body: { actions: ['clone'], reasons: {}, runningApplications: 0 } }),
      },
      { method: 'GET', path: '/candidate/{id}/documents', respond: () => ({ body: { attachments: [], consentFile: null } }) },
      { method: 'POST', path: '/application/list', respond: () => ({ body: { items: [], total: 0 } }) },
      ...server,
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const header = (await screen.findByRole('heading', { level: 1, name: 'Sophie Keller-Rüegsegger' }, { timeout: 5000 })).closest(
      'header',
    )!;
    await expect(within(header).getByText('Deleted')).toBeVisible();
    await expect(await screen.findByText('No documents yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText(/^No consent recorded\./)).toBeVisible();
    await expect(await screen.findByText('Not submitted to a vacancy yet.', {}, { timeout: 5000 })).toBeVisible();
    // No city, no country: the address reads "Not given".
    await expect(screen.getAllByText('Not given').length).toBeGreaterThan(0);
    // Not active: no "Submit to a vacancy" for it.
    await expect(api.callsTo('POST', '/job/list')).toHaveLength(0);
    await userEvent.click(within(header).getByRole('button', { name: 'Actions' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Create a copy']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expectAllMatched(api);
    settle();
  },
};

/** The Actions menu by keyboard: Tab to it, Enter opens it on its first item, the arrows move, Escape closes it back onto its button. */
export const KeyboardMenu: Story = {
  play: async () => {
    const header = (await heading()).closest('header')!;
    const trigger = within(header).getByRole('button', { name: 'Actions' });
    within(header).getByRole('link', { name: 'My candidates' }).focus();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Record consent' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Create a copy' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Then the PDF, the primary action.
    await userEvent.tab();
    await expect(within(header).getByRole('link', { name: 'Download PDF' })).toHaveFocus();
    settle();
  },
};

/** Someone else's candidate, in German: the server's German answer inline with the way back and "try again". */
export const ForbiddenGerman: Story = {
  globals: { locale: 'de' },
  args: {
    routes: candidateRefusedServer(403, 'Sie dürfen diesen Kandidaten nicht sehen.'),
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByText('Sie dürfen diesen Kandidaten nicht sehen.', {}, { timeout: 5000 })).toBeVisible();
    const main = screen.getByRole('main');
    await expect(within(main).getByRole('link', { name: 'Meine Kandidaten' })).toHaveAttribute('href', paths.candidates());
    await expect(screen.queryByRole('region', { name: /Benachrichtigungen|Notifications/ })).toBeNull();
    await expect(api.callsTo('GET', '/candidate/{id}/view')[0]?.status).toBe(403);
    // Try again by keyboard.
    const retry = within(main).getByRole('button', { name: 'Erneut versuchen' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('GET', '/candidate/{id}/view')).toHaveLength(2));
    settle();
  },
};

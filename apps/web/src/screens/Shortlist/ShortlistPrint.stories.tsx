import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { users } from '../../testing/fixtures';
import { renderScreen, ScreenStory, screenFetch } from '../../testing/ScreenStory';
import { lineManager, shortlistId, shortlistJobId, shortlistServer } from '../../testing/shortlistFixtures';
import ShortlistPrint, { JobShortlistPrint } from './ShortlistPrint';

const view = '/job/shortlist/{id}/view';
const jobCandidates = '/job/{id}/shortlist/candidates';

const meta = {
  title: 'Screens/ShortlistPrint',
  component: ScreenStory,
  tags: ['!autodocs'],
  args: {
    path: paths.shortlistPrint(shortlistId),
    routePath: '/dashboard/shortlist/:id/print',
    Component: ShortlistPrint,
    user: lineManager,
    routes: shortlistServer(),
  },
  render: renderScreen,
  parameters: {
    layout: 'fullscreen',
    controls: { disable: true },
    docs: {
      description: {
        component:
          'The print pages (`/dashboard/shortlist/{id}/print`, `/dashboard/shortlist/job/{id}/print`, 001 §2.2): a Print button ' +
          '(the browser’s dialog), the title and facts, then each candidate; on paper (`@media print`) the shell is gone and each ' +
          'candidate starts an A4 page of its own.',
      },
    },
  },
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

function settle() {
  (document.activeElement as HTMLElement | null)?.blur();
  for (const log of Array.from(document.querySelectorAll('[data-live-announcer] [role="log"]'))) log.replaceChildren();
}

/** The candidates in page order, and whether each after the first starts a new page when printed. */
function printedCandidates() {
  return Array.from(document.querySelectorAll<HTMLElement>('[data-print-candidate]'));
}

export const Shortlist: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Shortlist: Senior Process Engineer' }, { timeout: 5000 });
    await expect(screen.getByText('Sent by Anna Keller on 4 Mar 2026')).toBeVisible();
    const candidates = printedCandidates();
    await expect(candidates.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Felix Braun',
      'Jonas Roth',
      'Mia Schneider',
    ]);
    await expect(screen.getByRole('link', { name: 'All shortlists' })).toHaveAttribute(
      'href',
      `${paths.shortlist()}?shortlist=${shortlistId}`,
    );
    // Print opens the browser's dialog.
    const print = fn();
    const original = window.print;
    window.print = print;
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledTimes(1);
    } finally {
      window.print = original;
    }
    // Nothing to review here: no Review buttons on paper.
    await expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
    await expect(api.callsTo('GET', view)).toHaveLength(1);
    settle();
  },
};

export const VacancyCandidates: Story = {
  args: {
    path: paths.shortlistJobPrint(shortlistJobId),
    routePath: '/dashboard/shortlist/job/:id/print',
    Component: JobShortlistPrint,
    user: users.employer,
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Shortlist: Senior Process Engineer' }, { timeout: 5000 });
    await expect(screen.getByText('3 candidates')).toBeVisible();
    await expect(printedCandidates()).toHaveLength(3);
    await expect(within(printedCandidates()[1]!).getByText('Good')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to the vacancy' })).toHaveAttribute('href', paths.vacancy(shortlistJobId));
    await expect(api.callsTo('GET', jobCandidates)[0]?.path).toBe(`/job/${shortlistJobId}/shortlist/candidates`);
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'GET', path: view, delayMs: 'never', respond: () => ({ status: 404 }) }, ...shortlistServer()] },
  play: async () => {
    const main = await screen.findByRole('main', { name: 'Loading the print view' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
  },
};

/** An employer of another company: the server's 404, said on the page, nothing of the shortlist. */
export const Refused: Story = {
  args: {
    user: users.employer,
    routes: [
      { method: 'GET', path: view, respond: () => ({ status: 404, body: { message: 'This was not found.' } }) },
      ...shortlistServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(await screen.findByText('This shortlist does not exist, or it was not sent to you.', {}, { timeout: 5000 })).toBeVisible();
    await expect(printedCandidates()).toHaveLength(0);
    await expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', view)).toHaveLength(2));
    settle();
  },
};

export const GermanLongText: Story = {
  globals: { locale: 'de' },
  args: { routes: shortlistServer({ german: true }) },
  play: async () => {
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Shortlist: Leiter/in Qualitätssicherung und Validierung biotechnologischer Wirkstoffherstellung' },
      { timeout: 5000 },
    );
    await expect(screen.getByRole('button', { name: 'Drucken' })).toBeVisible();
    await expect(screen.getByText('Jede Kandidatin und jeder Kandidat wird auf einer eigenen Seite gedruckt (A4).')).toBeVisible();
    await expect(printedCandidates()).toHaveLength(3);
    settle();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { lineManager, shortlistId, shortlistServer } from '../../testing/shortlistFixtures';
import ShortlistView from './ShortlistView';

const list = '/job/shortlist/list';
const view = '/job/shortlist/{id}/view';
const review = '/job/shortlist/{id}/review';
const opened = `${paths.shortlist()}?shortlist=${shortlistId}`;

const meta = {
  title: 'Screens/ShortlistView',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.shortlist(),
      routePath: '/dashboard/shortlist',
      Component: ShortlistView,
      user: lineManager,
      routes: shortlistServer(),
    },
    description:
      'The shortlist page (`/dashboard/shortlist`, 001 §2.2): the shortlists sent to the line manager for review and those of the ' +
      'vacancies; `?shortlist=` opens one with its candidates, each reviewed with an assessment level and feedback. Fixtures: ' +
      'apps/web/src/testing/shortlistFixtures.ts (decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Shortlists' }, { timeout: 5000 });
    const items = within(await screen.findByRole('list', { name: 'Shortlists' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(within(items[0]!).getByRole('link', { name: 'Open Shortlist Senior Process Engineer' })).toHaveAttribute('href', opened);
    await expect(within(items[0]!).getByText('3 candidates · 0 reviewed by you')).toBeVisible();
    await expect(within(items[0]!).getByText('Vacancy: Senior Process Engineer · Sent by Anna Keller on 4 Mar 2026')).toBeVisible();
    await expect(within(items[0]!).getByRole('link', { name: 'Print view' })).toHaveAttribute('href', paths.shortlistPrint(shortlistId));
    // Without a title: named after its vacancy; without a sender: the day only.
    await expect(within(items[1]!).getByRole('link', { name: 'Open Shortlist for Head of Finance' })).toBeVisible();
    await expect(within(items[1]!).getByText('Vacancy: Head of Finance · Sent on 20 Feb 2026')).toBeVisible();
    // The line manager's menu leads here.
    await expect(screen.getByRole('link', { name: 'Shortlists', current: 'page' })).toBeVisible();
    await expect(api.callsTo('GET', list)[0]?.query).toEqual({});
    await expectAllMatched(api);
    settle();
  },
};

export const Empty: Story = {
  args: { routes: [{ method: 'GET', path: list, respond: () => ({ body: { items: [], total: 0 } }) }] },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'No shortlists yet' }, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('When a shortlist is sent to you or from one of your vacancies, it shows here.')).toBeVisible();
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'GET', path: list, delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }] },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const main = await screen.findByRole('main', { name: 'Loading shortlists' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', list)).toHaveLength(1));
  },
};

export const Failed: Story = {
  args: {
    routes: [{ method: 'GET', path: list, respond: () => ({ status: 403, body: { message: 'You may not see these shortlists.' } }) }],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    // Where the list would be, with "Try again"; no global error bar.
    await expect(await screen.findByText('The shortlists could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', list).length).toBeGreaterThanOrEqual(2));
    settle();
  },
};

export const OfOneVacancy: Story = {
  args: { path: `${paths.shortlist()}?job=4712` },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Shortlists' }, { timeout: 5000 });
    await waitFor(() => expect(api.callsTo('GET', list)[0]?.query).toEqual({ jobId: '4712' }));
    await expect(screen.getByRole('link', { name: 'Back to the vacancy' })).toHaveAttribute('href', paths.vacancy(4712));
    await expect(screen.getByRole('link', { name: 'Print all candidates of the vacancy' })).toHaveAttribute(
      'href',
      paths.shortlistJobPrint(4712),
    );
    settle();
  },
};

/** The line manager opens the shortlist, reviews Jonas Roth (level and text), and the page shows the review. */
export const Review: Story = {
  args: { path: opened },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Shortlist Senior Process Engineer' }, { timeout: 5000 });
    await expect(screen.getByText('Three candidates for the process engineering role; please review them before Friday.')).toBeVisible();
    const jonas = screen.getByRole('region', { name: 'Jonas Roth' });
    await expect(within(jonas).getByText('Line review')).toBeVisible();
    // The consultant's comment as words, its markup dropped.
    await expect(within(jonas).getByText('Eight years in API plants; leads a team of six.')).toBeVisible();
    await expect(within(jonas).getByRole('link', { name: /CV Jonas Roth\.pdf/ })).toHaveAttribute(
      'href',
      '/api/file/1002/download?token=fixture-token',
    );
    await expect(within(jonas).getByText('No review yet.')).toBeVisible();

    await userEvent.click(within(jonas).getByRole('button', { name: 'Review Jonas Roth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Jonas Roth' }, { timeout: 5000 });
    await expect(within(dialog).getByText('Your assessment goes to Anna Keller, who decides on the next step.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Assessment level/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Good' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Strong on validation; I would like to meet him.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expect(api.callsTo('POST', review)[0]?.body).toEqual({
      applicationId: 902,
      feedback: 'Strong on validation; I would like to meet him.',
      assessmentLevel: 'good',
    });
    // The page refetched: the review shows with its level, and the button offers a change.
    const reviews = await within(screen.getByRole('region', { name: 'Jonas Roth' })).findByRole(
      'list',
      { name: 'Reviews' },
      { timeout: 5000 },
    );
    await expect(within(reviews).getByText('Good')).toBeVisible();
    await expect(within(reviews).getByText('Marco Rossi on 5 Mar 2026')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Change review of Jonas Roth' })).toBeVisible();
    await expect(await screen.findByText('Review saved')).toBeVisible();
    await expect(api.callsTo('GET', view).length).toBeGreaterThanOrEqual(2);
    await expectAllMatched(api);
    settle();
  },
};

export const ReviewRefused: Story = {
  args: {
    path: opened,
    routes: [
      {
        method: 'POST',
        path: review,
        respond: () => ({ status: 403, body: { message: 'You may not review this shortlist.' } }),
      },
      ...shortlistServer(),
    ],
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Shortlist Senior Process Engineer' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Review Mia Schneider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review Mia Schneider' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Feedback/ }), 'Not convinced.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The refusal stays in the dialog with the text kept.
    await expect(await within(dialog).findByText('You may not review this shortlist.', {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: /Feedback/ })).toHaveValue('Not convinced.');
    settle();
  },
};

export const NotFound: Story = {
  args: {
    path: opened,
    routes: [
      { method: 'GET', path: view, respond: () => ({ status: 404, body: { message: 'This was not found.' } }) },
      ...shortlistServer(),
    ],
  },
  play: async () => {
    // The page says so in its own words (the server's answer is a bare "Not found").
    await expect(await screen.findByText('This shortlist does not exist, or it was not sent to you.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'All shortlists' })).toHaveAttribute('href', paths.shortlist());
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    settle();
  },
};

export const GermanLongText: Story = {
  globals: { locale: 'de' },
  args: { path: opened, routes: shortlistServer({ german: true }) },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Shortlist Leitung Qualitätssicherung und Validierungsprozessentwicklung' },
      { timeout: 5000 },
    );
    await expect(screen.getByText('Gesendet von Anna Keller am 04.03.2026')).toBeVisible();
    await expect(screen.getByText('3 Kandidat/innen')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Jonas Roth beurteilen' })).toBeVisible();
    await expect(screen.getAllByText('Prüfung durch Linienvorgesetzte').length).toBeGreaterThan(0);
    await expect(api.callsTo('GET', view)[0]?.headers.locale).toBe('de');
    settle();
  },
};

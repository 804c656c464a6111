import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { users } from '../../testing/fixtures';
import { expectAllMatched, screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import { composeVacancy, lineManager, shortlistComposeServer, shortlistJobId } from '../../testing/shortlistFixtures';
import ShortlistCompose from './ShortlistCompose';

const create = '/job/{id}/shortlist/create';
const addRecipient = '/user/create-shortlist-recipient';
const list = '/job/shortlist/list';

const meta = {
  title: 'Screens/ShortlistCompose',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.shortlistCreate(shortlistJobId),
      routePath: '/dashboard/shortlist/job/:id/create',
      Component: ShortlistCompose,
      user: users.employer,
      routes: shortlistComposeServer(),
    },
    description:
      'The employer composes and sends a shortlist of a vacancy (`/dashboard/shortlist/job/{id}/create`, issue 16 §6, from the ' +
      'vacancy’s "Review shortlist"): the applications that can go on a shortlist with a checkbox each, the reviewers (members of ' +
      'the company or a new one by e-mail), a title and a message; the sent shortlists below. Fixtures: ' +
      'apps/web/src/testing/shortlistFixtures.ts (decision 0014).',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** Chooses reviewers in the autocomplete: a member by name, then someone new by e-mail. */
async function chooseRecipients(member: string, email?: string) {
  const input = screen.getByRole('combobox', { name: /Reviewers|Beurteilende/ });
  await userEvent.type(input, member.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(member) }, { timeout: 5000 }));
  if (email) {
    await userEvent.paste(email);
    await userEvent.keyboard('{Enter}');
  }
  await userEvent.keyboard('{Escape}');
}

/** The employer picks two applications and two reviewers (one new by e-mail), writes a message and sends. */
export const Compose: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New shortlist' }, { timeout: 5000 });
    await expect(screen.getByRole('link', { name: 'Back to the vacancy' })).toHaveAttribute('href', paths.vacancy(shortlistJobId));
    const table = screen.getByRole('table', { name: 'Applications that can go on the shortlist' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(rowOf('Jonas Roth')).getByText('Line review')).toBeVisible();
    await expect(screen.getByText('No shortlist of this vacancy has been sent yet.')).toBeVisible();
    // Only what can go on a shortlist is asked for.
    await expect(api.callsTo('POST', '/application/list')[0]?.body).toMatchObject({
      jobId: shortlistJobId,
      status: ['proposed', 'interview', 'in-review', 'offer-made', 'line-manager-review', 'backed-up'],
    });

    await userEvent.click(within(rowOf('Felix Braun')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Jonas Roth')).getByRole('checkbox'));
    await expect(screen.getByText('2 candidates chosen')).toBeVisible();
    // The viewer and a member who left are not offered.
    const input = screen.getByRole('combobox', { name: /Reviewers/ });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const offered = (await screen.findAllByRole('option', {}, { timeout: 5000 })).map((o) => o.textContent);
    await expect(offered.some((t) => t?.includes('Anna Keller') || t?.includes('Tom Alt'))).toBe(false);
    await userEvent.keyboard('{Escape}');
    await chooseRecipients('Marco Rossi', 'nora@helvetia-pharma.example');
    await userEvent.click(screen.getByRole('textbox', { name: /Title/ }));
    await userEvent.paste('Process engineers for the CFO');
    await userEvent.click(screen.getByRole('textbox', { name: /Message to the reviewers/ }));
    await userEvent.paste('Please review by Friday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send shortlist' }));

    await expect(await screen.findByText('Shortlist sent', {}, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', addRecipient)[0]?.body).toEqual({
      email: 'nora@helvetia-pharma.example',
      firstName: null,
      lastName: null,
    });
    await expect(api.callsTo('POST', create)[0]?.body).toEqual({
      title: 'Process engineers for the CFO',
      comment: 'Please review by Friday.',
      applications: [901, 902],
      recipients: [lineManager.id, 34],
    });
    // The sent shortlist appears below with its print page; the form starts afresh.
    const sent = await screen.findByRole('list', { name: 'Sent shortlists' }, { timeout: 5000 });
    await expect(within(sent).getByRole('link', { name: 'Open Process engineers for the CFO' })).toBeVisible();
    await expect(within(sent).getByRole('link', { name: 'Print view' })).toHaveAttribute('href', paths.shortlistPrint(56));
    await expect(screen.getByText('No candidate chosen')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await waitFor(() => expect(api.callsTo('GET', list).length).toBeGreaterThanOrEqual(2));
    await expectAllMatched(api);
    settle({ scrollToTop: true });
  },
};

/** Select all by keyboard; nothing goes out without a reviewer, and a typed address must be one. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New shortlist' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send shortlist' }));
    await expect(await screen.findByText('Choose at least one candidate.')).toBeVisible();
    await expect(screen.getByText('Choose at least one reviewer.')).toBeVisible();

    const all = screen.getByRole('checkbox', { name: 'Select all' });
    all.focus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByText('3 candidates chosen')).toBeVisible();
    await expect(screen.queryByText('Choose at least one candidate.')).toBeNull();

    await userEvent.type(screen.getByRole('combobox', { name: /Reviewers/ }), 'not-an-address{Enter}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Send shortlist' }));
    await expect(await screen.findByText(/^not-an-address: /)).toBeVisible();
    await expect(api.callsTo('POST', addRecipient)).toHaveLength(0);
    await expect(api.callsTo('POST', create)).toHaveLength(0);
    settle({ scrollToTop: true });
  },
};

/** The server refuses (409): its message shows above Send and every input stays. */
export const Refused: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: create,
        respond: () => ({ status: 409, body: { message: 'The vacancy has no candidates yet.' } }),
      },
      ...shortlistComposeServer(),
    ],
  },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'New shortlist' }, { timeout: 5000 });
    await userEvent.click(within(rowOf('Mia Schneider')).getByRole('checkbox'));
    await chooseRecipients('Sara Frei');
    await userEvent.type(screen.getByRole('textbox', { name: /Message to the reviewers/ }), 'Urgent.');
    await userEvent.click(screen.getByRole('button', { name: 'Send shortlist' }));
    await expect(await screen.findByText('The vacancy has no candidates yet.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('1 candidate chosen')).toBeVisible();
    await expect(screen.getByRole('textbox', { name: /Message to the reviewers/ })).toHaveValue('Urgent.');
    await expect(screen.getByRole('row', { name: /Sara Frei/ })).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    settle({ scrollToTop: true });
  },
};

/** A typed address of someone outside the company: the server's field message, with the address. */
export const RecipientRefused: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: addRecipient,
        respond: () => ({
          status: 422,
          body: {
            message: 'Validation failed',
            errors: { email: 'This e-mail address belongs to someone who cannot review your company’s shortlists.' },
          },
        }),
      },
      ...shortlistComposeServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'New shortlist' }, { timeout: 5000 });
    await userEvent.click(within(rowOf('Felix Braun')).getByRole('checkbox'));
    await userEvent.type(screen.getByRole('combobox', { name: /Reviewers/ }), 'hr@rhein.example{Enter}{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Send shortlist' }));
    await expect(
      await screen.findByText(
        'hr@rhein.example: This e-mail address belongs to someone who cannot review your company’s shortlists.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(api.callsTo('POST', create)).toHaveLength(0);
    settle({ scrollToTop: true });
  },
};

export const NoApplications: Story = {
  args: { routes: shortlistComposeServer({ applications: false }) },
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 2, name: 'No applications yet' }, { timeout: 5000 })).toBeVisible();
    await expect(
      screen.getByText('When consultants submit candidates to this vacancy, you can send them to reviewers here.'),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Send shortlist' })).toBeNull();
    settle({ scrollToTop: true });
  },
};

/** The server does not offer sending now (e.g. the vacancy is closed): the page says so, Send is off. */
export const NotAllowed: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', respond: ({ locale }) => ({ body: composeVacancy(locale, false) }) },
      ...shortlistComposeServer(),
    ],
  },
  play: async () => {
    await expect(await screen.findByText('You cannot send a shortlist of this vacancy now.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Send shortlist' })).toBeDisabled();
    settle({ scrollToTop: true });
  },
};

export const Loading: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/application/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) },
      ...shortlistComposeServer(),
    ],
  },
  play: async () => {
    const main = await screen.findByRole('main', { name: 'Loading the vacancy’s applications' }, { timeout: 5000 });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const Failed: Story = {
  args: {
    routes: [
      { method: 'GET', path: '/job/{id}/view', respond: () => ({ status: 404, body: { message: 'Not found' } }) },
      ...shortlistComposeServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await expect(
      await screen.findByText('This vacancy does not exist, or you cannot send its shortlists.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', '/job/{id}/view').length).toBeGreaterThanOrEqual(2));
    settle({ scrollToTop: true });
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByRole('heading', { level: 1, name: 'Neue Shortlist' }, { timeout: 5000 });
    await expect(screen.getByRole('table', { name: 'Bewerbungen, die auf die Shortlist können' })).toBeVisible();
    await expect(within(rowOf('Jonas Roth')).getByText('02.03.2026')).toBeVisible();
    await userEvent.click(within(rowOf('Mia Schneider')).getByRole('checkbox'));
    await expect(screen.getByText('1 Kandidat/in ausgewählt')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist senden' }));
    await expect(await screen.findByText('Wählen Sie mindestens eine beurteilende Person aus.')).toBeVisible();
    await chooseRecipients('Marco Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Shortlist senden' }));
    await expect(await screen.findByText('Shortlist gesendet', {}, { timeout: 5000 })).toBeVisible();
    await expect(api.callsTo('POST', create)[0]?.headers.locale).toBe('de');
    settle({ scrollToTop: true });
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { feedbackServer } from '../../testing/collaborationFixtures';
import { users } from '../../testing/fixtures';
import { screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import FeedbackList from './FeedbackList';

const meta = {
  title: 'Screens/Feedback',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.feedback(),
      routePath: '/dashboard/feedback',
      Component: FeedbackList,
      user: users.admin,
      routes: feedbackServer(),
    },
    description:
      'Feedback to the platform: "Send feedback" in the user menu of the top bar (the FeedbackDialog, `POST /user/feedback/create`, "Feedback sent") ' +
      'and the admins’ list (`/dashboard/feedback`, `POST /user/feedback/list`, 20 a page), in the app’s shell on fixtures.',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const entries = async (name = 'Feedback received') =>
  within(await screen.findByRole('list', { name }, { timeout: 5000 })).getAllByRole('listitem');

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    const items = await entries();
    await expect(items).toHaveLength(20);
    await expect(screen.getByText('23 entries')).toBeVisible();
    const first = within(items[0]!);
    await expect(first.getByRole('heading', { level: 2, name: 'Filter by canton' })).toBeVisible();
    await expect(first.getByRole('link', { name: 'Anna Keller' })).toHaveAttribute('href', paths.profile(users.employer.id));
    await expect(first.getByText('Feature request')).toBeVisible();
    // An entry without subject, from a deleted account.
    await expect(within(items[1]!).getByRole('heading', { name: 'No short description' })).toBeVisible();
    await expect(within(items[1]!).getByText('Deleted user')).toBeVisible();
    await expect(api.callsTo('POST', '/user/feedback/list')[0]?.body).toEqual({ page: 0, pageSize: 20 });
    settle();
  },
};

export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await entries();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(async () => expect(await entries()).toHaveLength(3), { timeout: 5000 });
    await expect(api.callsTo('POST', '/user/feedback/list').at(-1)?.body).toEqual({ page: 1, pageSize: 20 });
    settle();
  },
};

/** "Send feedback" in the user menu of the top bar: the dialog, the call, "Feedback sent"; the admin's list shows it. */
export const SendFromUserMenu: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await entries();
    await userEvent.click(screen.getByRole('button', { name: 'Sabine Meier' }));
    const menu = await screen.findByRole('menu', { name: 'Sabine Meier' }, { timeout: 5000 });
    await expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', paths.profile(users.admin.id));
    await expect(within(menu).getByRole('menuitem', { name: 'Feedback received' })).toHaveAttribute('href', paths.feedback());
    await expect(within(menu).getByRole('menuitem', { name: 'Payment terms' })).toHaveAttribute('href', paths.paymentTerms());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' }, { timeout: 5000 });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Short description' }), 'Dark mode');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Detailed description/ }), 'A dark theme for evening work.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Feedback sent', {}, { timeout: 5000 });
    await expect(api.callsTo('POST', '/user/feedback/create')[0]?.body).toEqual({
      subject: 'Dark mode',
      category: null,
      message: 'A dark theme for evening work.',
    });
    // The list refetched: the new entry on top.
    await waitFor(async () => expect(within((await entries())[0]!).getByRole('heading', { name: 'Dark mode' })).toBeVisible(), {
      timeout: 5000,
    });
    settle();
  },
};

/** An employer's menu: profile and feedback only. */
export const EmployerMenu: Story = {
  args: {
    user: users.employer,
    routes: [
      { method: 'POST', path: '/user/feedback/list', respond: () => ({ status: 403, body: 'Only administrators read the feedback.' }) },
      ...feedbackServer(),
    ],
  },
  play: async () => {
    await screen.findByText('Only administrators read the feedback.', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Anna Keller' }));
    const menu = await screen.findByRole('menu', { name: 'Anna Keller' }, { timeout: 5000 });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My profile', 'Send feedback']);
    await userEvent.keyboard('{Escape}');
    settle();
  },
};

export const Empty: Story = {
  args: { routes: feedbackServer(0) },
  play: async () => {
    await screen.findByText('Nobody has sent feedback yet.', {}, { timeout: 5000 });
    settle();
  },
};

export const Loading: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/user/feedback/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) },
      ...feedbackServer(),
    ],
  },
  play: async () => {
    await screen.findByRole('main', { name: 'Loading the feedback…' }, { timeout: 5000 });
    settle();
  },
};

export const Failed: Story = {
  args: {
    routes: [
      { method: 'POST', path: '/user/feedback/list', respond: () => ({ status: 503, body: 'Service unavailable.' }) },
      ...feedbackServer(),
    ],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByText('Service unavailable.', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('POST', '/user/feedback/list').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    settle();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  play: async () => {
    const items = await entries('Erhaltenes Feedback');
    await expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(screen.getByText('23 Einträge')).toBeVisible();
    await expect(within(items[0]!).getByText('Wunsch')).toBeVisible();
    await expect(within(items[0]!).getByText(/^\d\d\.03\.2026, \d\d:\d\d$/)).toBeVisible();
    await expect(within(items[1]!).getByRole('heading', { name: 'Keine Kurzbeschreibung' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sabine Meier' }));
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Mein Profil', 'Feedback senden', 'Erhaltenes Feedback', 'Zahlungsbedingungen']);
    await userEvent.keyboard('{Escape}');
    settle();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await entries();
    const trigger = screen.getByRole('button', { name: 'Sabine Meier' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Feedback' }, { timeout: 5000 });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Short description' })).toHaveFocus());
    // Send with nothing typed: the required description is asked for, nothing is sent.
    await userEvent.keyboard('Slow search');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('The consultant search takes ten seconds.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Feedback sent', {}, { timeout: 5000 });
    await expect(api.callsTo('POST', '/user/feedback/create')).toHaveLength(1);
    await waitFor(() => expect(trigger).toHaveFocus(), { timeout: 5000 });
    settle();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../routes/paths';
import { paymentTermsServer } from '../../testing/collaborationFixtures';
import { users } from '../../testing/fixtures';
import { screenFetch, type ScreenStory, screenStoryMeta, settle } from '../../testing/ScreenStory';
import PaymentTerms from './PaymentTerms';

const meta = {
  title: 'Screens/PaymentTerms',
  tags: ['!autodocs'],
  ...screenStoryMeta({
    args: {
      path: paths.paymentTerms(),
      routePath: '/dashboard/payment-terms',
      Component: PaymentTerms,
      user: users.admin,
      routes: paymentTermsServer(),
    },
    description:
      'The payment terms (`/dashboard/payment-terms`, `GET /payment-term/list`) in the app’s shell on fixtures; admins add, edit and delete ' +
      'them in the PaymentTermsDialog (`POST create`, `PUT edit`, `DELETE delete` with "Are you sure you want to delete payment term?").',
  }),
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The table once its rows are there. */
async function table(name = 'Payment terms') {
  const found = await screen.findByRole('table', { name }, { timeout: 5000 });
  await waitFor(() => expect(within(found).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
  return found;
}
const rowNames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await rowNames()).toEqual(['30 days net', '60 days net', 'Agency: 14 days']);
    const agency = within(await table()).getAllByRole('row')[3]!;
    await expect(within(agency).getByText('Agencies')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Manage payment terms' })).toBeEnabled();
    await expect(screenFetch(canvasElement).unmatched).toEqual([]);
    settle();
  },
};

export const AddEditDelete: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Manage payment terms' }));
    const list = await screen.findByRole('dialog', { name: 'Payment terms' }, { timeout: 5000 });
    // Add.
    await userEvent.click(within(list).getByRole('button', { name: 'Add payment term' }));
    let form = await screen.findByRole('dialog', { name: 'Add new payment term' }, { timeout: 5000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Show it as/ }), '90 days net');
    await userEvent.type(within(form).getByRole('textbox', { name: /Number of days/ }), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Payment term added', {}, { timeout: 5000 });
    await expect(api.callsTo('POST', '/payment-term/create')[0]?.body).toEqual({ label: '90 days net', code: null, days: 90, mode: 0 });
    await waitFor(async () => expect(await rowNames()).toContain('90 days net'), { timeout: 5000 });
    // Edit.
    await userEvent.click(within(list).getByRole('button', { name: 'Edit 60 days net' }));
    form = await screen.findByRole('dialog', { name: 'Edit payment term' }, { timeout: 5000 });
    const label = within(form).getByRole('textbox', { name: /Show it as/ });
    await userEvent.clear(label);
    await userEvent.type(label, '45 days net');
    await userEvent.click(within(form).getByRole('radio', { name: 'Agency' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Payment term saved', {}, { timeout: 5000 });
    await expect(api.callsTo('PUT', '/payment-term/{id}/edit')[0]?.body).toEqual({ label: '45 days net', code: 'N60', days: 60, mode: 1 });
    // Delete, after the spec's question.
    await userEvent.click(await within(list).findByRole('button', { name: 'Delete 30 days net' }, { timeout: 5000 }));
    await screen.findByText('Are you sure you want to delete payment term?', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Payment term deleted', {}, { timeout: 5000 });
    await expect(api.callsTo('DELETE', '/payment-term/{id}/delete').map((call) => call.path)).toEqual(['/payment-term/1/delete']);
    // The footer's Close (the title bar has a × named Close too).
    await userEvent.click(
      within(list)
        .getAllByRole('button', { name: 'Close' })
        .find((button) => button.textContent === 'Close')!,
    );
    await waitFor(async () => expect(await rowNames()).toEqual(['45 days net', 'Agency: 14 days', '90 days net']), { timeout: 5000 });
    settle();
  },
};

export const Refused: Story = {
  args: {
    routes: [
      {
        method: 'POST',
        path: '/payment-term/create',
        respond: () => ({ status: 422, body: { message: 'Invalid data.', errors: { label: 'This label exists already.' } } }),
      },
      ...paymentTermsServer(),
    ],
  },
  play: async () => {
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Manage payment terms' }));
    const list = await screen.findByRole('dialog', { name: 'Payment terms' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: 'Add payment term' }));
    const form = await screen.findByRole('dialog', { name: 'Add new payment term' }, { timeout: 5000 });
    await userEvent.type(within(form).getByRole('textbox', { name: /Show it as/ }), '30 days net');
    await userEvent.type(within(form).getByRole('textbox', { name: /Number of days/ }), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('This label exists already.', {}, { timeout: 5000 });
    await expect(within(form).getByRole('textbox', { name: /Show it as/ })).toHaveValue('30 days net');
    settle();
  },
};

/** An employer reads the terms (billing-view) but does not change them: no Manage button. */
export const ReadOnly: Story = {
  args: { user: users.employer },
  play: async () => {
    await table();
    await expect(screen.queryByRole('button', { name: 'Manage payment terms' })).toBeNull();
    settle();
  },
};

export const Empty: Story = {
  args: { routes: paymentTermsServer([]) },
  play: async () => {
    await screen.findByText('There are no payment terms yet.', {}, { timeout: 5000 });
    settle();
  },
};

export const Loading: Story = {
  args: { routes: [{ method: 'GET', path: '/payment-term/list', delayMs: 'never', respond: () => ({ body: { items: [], total: 0 } }) }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('main[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 });
    await expect(screen.getByRole('main', { name: 'Loading the payment terms…' })).toBeVisible();
    settle();
  },
};

export const Failed: Story = {
  args: {
    routes: [{ method: 'GET', path: '/payment-term/list', respond: () => ({ status: 403, body: 'You may not see the payment terms.' }) }],
  },
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await screen.findByText('You may not see the payment terms.', {}, { timeout: 5000 });
    await expect(screen.getByRole('heading', { level: 1, name: 'Payment terms' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Manage payment terms' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET', '/payment-term/list').length).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    settle();
  },
};

export const LongGerman: Story = {
  globals: { locale: 'de' },
  args: {
    routes: paymentTermsServer([
      { id: 1, label: '30 Tage netto ohne Abzug nach Rechnungsstellung', code: 'N30', days: 30, mode: 0 },
      { id: 2, label: 'Agenturen: Zahlung innerhalb von vierzehn Kalendertagen', code: 'A14', days: 14, mode: 1 },
    ]),
  },
  play: async () => {
    await table('Zahlungsbedingungen');
    await expect(screen.getByRole('heading', { level: 1, name: 'Zahlungsbedingungen' })).toBeVisible();
    await expect(screen.getByRole('columnheader', { name: 'Angezeigt als' })).toBeVisible();
    await expect(screen.getByText('Agenturen', { exact: true })).toBeVisible();
    await expect(screen.getByText('Unternehmen', { exact: true })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Zahlungsbedingungen verwalten' }));
    const list = await screen.findByRole('dialog', { name: 'Zahlungsbedingungen' }, { timeout: 5000 });
    await userEvent.click(within(list).getByRole('button', { name: /Löschen 30 Tage netto|30 Tage netto .* löschen/ }));
    await screen.findByText(/Zahlungsbedingung wirklich löschen/, {}, { timeout: 5000 });
    settle();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const api = screenFetch(canvasElement);
    await table();
    const manage = screen.getByRole('button', { name: 'Manage payment terms' });
    manage.focus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('dialog', { name: 'Payment terms' }, { timeout: 5000 });
    within(list).getByRole('button', { name: 'Add payment term' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = await screen.findByRole('dialog', { name: 'Add new payment term' }, { timeout: 5000 });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Show it as/ })).toHaveFocus());
    await userEvent.keyboard('7 days');
    await userEvent.tab();
    await userEvent.keyboard('7');
    // Type (Company preset), Cancel, Save.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(form).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Payment term added', {}, { timeout: 5000 });
    await expect(api.callsTo('POST', '/payment-term/create')[0]?.body).toMatchObject({ label: '7 days', days: 7, mode: 0 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(manage).toHaveFocus());
    settle();
  },
};

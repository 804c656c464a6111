import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConsultantList, ConsultantRow, type ConsultantRowProps } from './ConsultantRow';

const requested: ConsultantRowProps = {
  name: 'Lukas Brunner',
  organization: 'Nordlicht Executive Partners',
  href: '/dashboard/profile/43/view',
  status: 'requested',
  since: '2026-03-08T12:00:00.000Z',
  candidates: 0,
  message: '<p>I placed two <strong>regulatory heads</strong> last year.</p><p>Happy to help again.</p>',
  actions: [
    { id: 'approve', label: 'Approve' },
    { id: 'reject', label: 'Reject' },
  ],
};

const meta = {
  title: 'Widgets/ConsultantRow',
  component: ConsultantRow,
  args: { ...requested, onAction: fn() },
  render: (args) => (
    <ConsultantList aria-label="Search consultants">
      <ConsultantRow {...args} />
    </ConsultantList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A search consultant on a vacancy in a `ConsultantList`: name (linked to the profile), agency, the displayed status (000 §4) with its date, the candidates ' +
          'submitted, two lines of the cover letter or invitation text (rich text shown as plain text), and one button per action the viewer may take now. ' +
          'The row shows the actions it is given — pass the server’s answer, never a list computed in the page.',
      },
    },
  },
} satisfies Meta<typeof ConsultantRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Requested: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('listitem', { name: 'Lukas Brunner' });
    await expect(within(row).getByRole('link', { name: 'Lukas Brunner' })).toHaveAttribute('href', '/dashboard/profile/43/view');
    await expect(within(row).getByText('Requested')).toBeVisible();
    await expect(within(row).getByText('since 8 Mar 2026')).toBeVisible();
    await expect(within(row).getByText('no candidates submitted')).toBeVisible();
    // The cover letter's HTML as plain text, its paragraphs joined.
    await expect(within(row).getByText('I placed two regulatory heads last year. Happy to help again.')).toBeVisible();
    const group = within(row).getByRole('group', { name: 'Actions for Lukas Brunner' });
    await userEvent.click(within(group).getByRole('button', { name: 'Reject' }));
    await expect(args.onAction).toHaveBeenCalledWith('reject');
  },
};

export const WithoutActions: Story = {
  args: { status: 'applied', candidates: 3, actions: [], message: null, href: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Lukas Brunner' });
    await expect(within(row).queryByRole('link')).toBeNull();
    await expect(within(row).getByText('Applied')).toBeVisible();
    await expect(within(row).getByText('3 candidates submitted')).toBeVisible();
    await expect(within(row).queryByRole('group')).toBeNull();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lukas Brunner' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('approve');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject' })).toHaveFocus();
  },
};

export const List: Story = {
  render: (args) => (
    <ConsultantList aria-label="Search consultants">
      <ConsultantRow
        name="Sabine Graf"
        organization="Alpine Search AG"
        status="applied"
        since="2026-03-02T12:00:00.000Z"
        candidates={4}
        actions={[{ id: 'reject', label: 'Reject' }]}
        onAction={args.onAction}
      />
      <ConsultantRow
        name="Thomas Huber"
        organization="Alpine Search AG"
        status="invited"
        since="2026-03-06T12:00:00.000Z"
        message="Your pharma network would help us."
        actions={[{ id: 'withdraw-invitation', label: 'Withdraw invitation' }]}
        onAction={args.onAction}
      />
      <ConsultantRow {...args} />
      <ConsultantRow name="Eva Roth" status="declined" since="2026-03-09T12:00:00.000Z" />
    </ConsultantList>
  ),
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Search consultants' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('aria-labelledby') && row.querySelector('[id]')?.textContent)).toEqual([
      'Sabine Graf',
      'Thomas Huber',
      'Lukas Brunner',
      'Eva Roth',
    ]);
    await expect(within(rows[3]!).getByText('Declined')).toBeVisible();
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Withdraw invitation' }));
    await expect(args.onAction).toHaveBeenCalledWith('withdraw-invitation');
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ConsultantList aria-label="Search consultants">
        <ConsultantRow {...args} />
      </ConsultantList>
    </div>
  ),
  play: async ({ canvas }) => {
    // One column: the actions go below the name, nothing overflows.
    const row = canvas.getByRole('listitem', { name: 'Lukas Brunner' });
    const name = within(row).getByRole('link', { name: 'Lukas Brunner' });
    const approve = within(row).getByRole('button', { name: 'Approve' });
    await expect(approve.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Lukas Brunner',
    candidates: 2,
    status: 'applied',
    actions: [
      { id: 'reject', label: 'Ablehnen' },
      { id: 'request-testimonial', label: 'Referenz anfragen' },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Lukas Brunner' });
    await expect(within(row).getByText('Beworben')).toBeVisible();
    await expect(within(row).getByText('seit 08.03.2026')).toBeVisible();
    await expect(within(row).getByText('2 Kandidaten eingereicht')).toBeVisible();
    await expect(within(row).getByRole('group', { name: 'Aktionen für Lukas Brunner' })).toBeVisible();
  },
};

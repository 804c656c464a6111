import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CandidateList, CandidateRow, type CandidateRowProps } from './CandidateRow';

const lena: CandidateRowProps = {
  name: 'Lena Vogel',
  href: '/dashboard/candidate/301/view',
  status: 'active',
  position: 'Head of Regulatory Affairs',
  place: 'Basel, CH',
  email: 'lena.vogel@example.ch',
  hasConsent: true,
  runningApplications: 1,
  actions: [
    { id: 'edit', label: 'Edit' },
    { id: 'clone', label: 'Create a copy' },
    {
      id: 'delete',
      label: 'Delete',
      isDisabled: true,
      disabledReason: 'The candidate has applications that are still running.',
      tone: 'critical',
    },
  ],
};

const meta = {
  title: 'Widgets/CandidateRow',
  component: CandidateRow,
  args: { ...lena, onAction: fn() },
  render: (args) => (
    <CandidateList aria-label="My candidates">
      <CandidateRow {...args} />
    </CandidateList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A candidate in “My candidates” (a `CandidateList`): the name linking to its page, position, place, e-mail, status, consent and running applications, ' +
          'and an Actions menu of what the server allows now (refused actions disabled with the reason). Pass the server’s answer, never a list computed in the page.',
      },
    },
  },
} satisfies Meta<typeof CandidateRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRunningApplication: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('listitem', { name: 'Lena Vogel' });
    await expect(within(row).getByRole('link', { name: 'Lena Vogel' })).toHaveAttribute('href', '/dashboard/candidate/301/view');
    await expect(within(row).getByText('Head of Regulatory Affairs · Basel, CH · lena.vogel@example.ch')).toBeVisible();
    await expect(within(row).getByText('Active')).toBeVisible();
    await expect(within(row).getByText('Consent recorded')).toBeVisible();
    await expect(within(row).getByText('1 running application')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Delete/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByText('The candidate has applications that are still running.')).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Create a copy' }));
    await expect(args.onAction).toHaveBeenCalledWith('clone');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DeletedWithoutConsent: Story = {
  args: {
    status: 'deleted',
    hasConsent: false,
    runningApplications: 0,
    position: null,
    actions: [{ id: 'clone', label: 'Create a copy' }],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Lena Vogel' });
    await expect(within(row).getByText('Deleted')).toBeVisible();
    await expect(within(row).getByText('No consent')).toBeVisible();
    await expect(within(row).getByText('no running applications')).toBeVisible();
  },
};

export const WithoutActions: Story = {
  args: { actions: [], runningApplications: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Lena Vogel' });
    await expect(within(row).queryByRole('button', { name: 'Actions' })).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    name: 'Maximiliane Zurbriggen-Oberholzer',
    position: 'Leiterin Qualitätssicherung und regulatorische Angelegenheiten',
    place: 'Schaffhausen, CH',
    runningApplications: 3,
    actions: [
      { id: 'edit', label: 'Bearbeiten' },
      { id: 'delete', label: 'Löschen', isDisabled: true, disabledReason: 'Der Kandidat hat noch laufende Bewerbungen.', tone: 'critical' },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Maximiliane Zurbriggen-Oberholzer' });
    await expect(within(row).getByText('Aktiv')).toBeVisible();
    await expect(within(row).getByText('Einwilligung erfasst')).toBeVisible();
    await expect(within(row).getByText('3 laufende Bewerbungen')).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Aktionen' })).toBeVisible();
  },
};

/** By keyboard: Tab to the name, Tab to Actions, Enter opens the menu, the arrows move, Enter chooses and focus goes back to the button; Escape closes without a choice. */
export const Keyboard: Story = {
  args: { onAction: fn() },
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('listitem', { name: 'Lena Vogel' });
    await userEvent.tab();
    await expect(within(row).getByRole('link', { name: 'Lena Vogel' })).toHaveFocus();
    await userEvent.tab();
    const trigger = within(row).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Create a copy' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('clone');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Escape closes without a choice.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    trigger.blur();
  },
};

/** Only the name is known: no line of details, the badges still there. */
export const NameOnly: Story = {
  args: { position: null, place: null, email: null, runningApplications: undefined },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Lena Vogel' });
    await expect(within(row).queryByText(/·/)).toBeNull();
    await expect(within(row).getByText('Active')).toBeVisible();
    await expect(within(row).queryByText(/running application/)).toBeNull();
  },
};

/** Phone width in German: the long name and details wrap, the Actions button stays in the row. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: { ...German.args, hasConsent: false, email: 'maximiliane.zurbriggen-oberholzer@example.ch' },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="frame">
      <CandidateList aria-label="Meine Kandidaten">
        <CandidateRow {...args} />
      </CandidateList>
    </div>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Maximiliane Zurbriggen-Oberholzer' });
    await expect(within(row).getByText('Keine Einwilligung')).toBeVisible();
    const trigger = within(row).getByRole('button', { name: 'Aktionen' });
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(row.getBoundingClientRect().right + 0.5);
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(row.querySelectorAll('span, a, button'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
  },
};

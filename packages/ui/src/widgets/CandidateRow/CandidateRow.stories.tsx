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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvitationCard, InvitationList, type InvitationCardProps } from './InvitationCard';

const invitation: Omit<InvitationCardProps, 'onAccept' | 'onDecline'> = {
  title: 'Supply Chain Analyst',
  href: '/dashboard/vacancy/4717/view',
  organization: 'Rhein Logistik GmbH',
  place: 'Hamburg, DE',
  invitedAt: '2026-03-06T10:00:00.000Z',
  invitedBy: 'Jonas Becker',
  message: '<p>Your <strong>logistics network</strong> would help us.</p><p>Three analysts for our new hub.</p>',
};

const meta = {
  title: 'Widgets/InvitationCard',
  component: InvitationCard,
  args: { ...invitation, onAccept: fn(), onDecline: fn() },
  render: (args) => (
    <InvitationList aria-label="Open invitations">
      <InvitationCard {...args} />
    </InvitationList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'An open invitation on the consultant’s home in an `InvitationList`: the vacancy (linked), company, place, when and by whom it was sent, ' +
          'three lines of the invitation text, and Accept (primary) and Decline. It only reports the press; the screen opens ' +
          '`ApplyToVacancyDialog` (the cover letter accepting needs) or `DeclineInvitationDialog`.',
      },
    },
  },
} satisfies Meta<typeof InvitationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('listitem', { name: 'Supply Chain Analyst' });
    await expect(within(card).getByRole('link', { name: 'Supply Chain Analyst' })).toHaveAttribute('href', '/dashboard/vacancy/4717/view');
    await expect(within(card).getByText('Rhein Logistik GmbH · Hamburg, DE')).toBeVisible();
    await expect(within(card).getByText('invited 6 Mar 2026 by Jonas Becker')).toBeVisible();
    await expect(within(card).getByText('Your logistics network would help us. Three analysts for our new hub.')).toBeVisible();
    const group = within(card).getByRole('group', { name: 'Answer the invitation to Supply Chain Analyst' });
    await userEvent.click(within(group).getByRole('button', { name: 'Accept' }));
    await userEvent.unhover(within(group).getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Supply Chain Analyst' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

export const Answering: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }), { pointerEventsCheck: 0 });
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const Minimal: Story = {
  args: { href: undefined, organization: null, place: null, invitedAt: null, invitedBy: null, message: null },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Supply Chain Analyst' });
    await expect(within(card).queryByRole('link')).toBeNull();
    await expect(within(card).getAllByRole('button')).toHaveLength(2);
  },
};

export const Several: Story = {
  render: (args) => (
    <InvitationList aria-label="Open invitations">
      <InvitationCard {...args} />
      <InvitationCard
        {...args}
        title="Head of Regulatory Affairs"
        href="/dashboard/vacancy/4711/view"
        organization="Helvetia Pharma AG"
        place="Basel, CH"
        invitedBy="Anna Meier"
        message="Your pharma network would help us."
      />
    </InvitationList>
  ),
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Open invitations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const second = within(list).getByRole('listitem', { name: 'Head of Regulatory Affairs' });
    await userEvent.click(within(second).getByRole('button', { name: 'Decline' }));
    await userEvent.unhover(within(second).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <InvitationList aria-label="Open invitations">
        <InvitationCard {...args} />
      </InvitationList>
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: 'Supply Chain Analyst' });
    const title = within(card).getByRole('link', { name: 'Supply Chain Analyst' });
    const accept = within(card).getByRole('button', { name: 'Accept' });
    await expect(accept.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Logistikleiterin / Logistikleiter Region West mit Personalverantwortung',
    place: 'Köln, Deutschland',
    message: '<p>Ihr Netzwerk in der Logistikbranche würde uns sehr helfen.</p>',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('listitem', { name: /Logistikleiterin/ });
    await expect(within(card).getByText('eingeladen am 06.03.2026 von Jonas Becker')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Annehmen' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Ablehnen' })).toBeVisible();
    await expect(within(card).getByRole('group', { name: /Einladung zu Logistikleiterin/ })).toBeVisible();
  },
};

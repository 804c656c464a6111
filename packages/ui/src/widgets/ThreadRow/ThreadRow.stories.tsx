import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ThreadList, ThreadRow, type ThreadRowProps } from './ThreadRow';

const unread: ThreadRowProps = {
  subject: 'Head of Regulatory Affairs: next steps',
  href: '/dashboard/messages/thread/81',
  participants: 'Marco Keller',
  lastAuthor: 'Marco Keller',
  preview: 'I have two more candidates for the shortlist and would like to discuss them with you this week.',
  date: '2026-03-12T14:05:00Z',
  unread: true,
  messageCount: 4,
  actions: [
    { id: 'read', label: 'Mark as read' },
    { id: 'delete', label: 'Delete', tone: 'critical' },
  ],
};

const meta = {
  title: 'Widgets/ThreadRow',
  component: ThreadRow,
  args: { ...unread, onAction: fn() },
  render: (args) => (
    <ThreadList aria-label="Messages">
      <ThreadRow {...args} />
    </ThreadList>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A thread of the inbox (a `ThreadList`): the subject linking to the thread, the other participants, the last message as plain text with its author and date, ' +
          'an “Unread” badge (also part of the row’s accessible name) and an Actions menu (mark read / unread, delete for oneself).',
      },
    },
  },
} satisfies Meta<typeof ThreadRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs: next steps Unread' });
    await expect(within(row).getByRole('link', { name: 'Head of Regulatory Affairs: next steps' })).toHaveAttribute(
      'href',
      '/dashboard/messages/thread/81',
    );
    await expect(within(row).getByText('4 messages')).toBeVisible();
    await expect(within(row).getByText(/^Marco Keller: I have two more candidates/)).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mark as read' }));
    await expect(args.onAction).toHaveBeenCalledWith('read');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Read: Story = {
  args: { unread: false, messageCount: 1, actions: [{ id: 'unread', label: 'Mark as unread' }] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs: next steps' });
    await expect(within(row).queryByText('Unread')).toBeNull();
    await expect(within(row).getByText('1 message')).toBeVisible();
  },
};

export const AllMessagesDeleted: Story = {
  args: { preview: null, lastAuthor: null, unread: false, actions: [] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs: next steps' });
    await expect(within(row).getByText('No message')).toBeVisible();
    await expect(within(row).queryByRole('button', { name: 'Actions' })).toBeNull();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    subject: 'Leiterin Qualitätssicherung und regulatorische Angelegenheiten: Terminvorschläge für die Zweitgespräche',
    participants: 'Maximiliane Zurbriggen-Oberholzer, Jean-Baptiste Vuilleumier-Rochat',
    lastAuthor: 'Maximiliane Zurbriggen-Oberholzer',
    preview: 'Vielen Dank für die Unterlagen. Könnten wir die Gespräche auf die Kalenderwoche 14 verschieben?',
    messageCount: 12,
    actions: [
      { id: 'read', label: 'Als gelesen markieren' },
      { id: 'delete', label: 'Löschen', tone: 'critical' },
    ],
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: /Terminvorschläge für die Zweitgespräche Ungelesen$/ });
    await expect(within(row).getByText('12 Nachrichten')).toBeVisible();
    await expect(within(row).getByText(/^12\.03\.2026, \d{2}:05$/)).toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Aktionen' })).toBeVisible();
  },
};

/** By keyboard: Tab to the subject, Tab to Actions, Enter opens the menu, ArrowDown to Delete, Enter chooses it. */
export const Keyboard: Story = {
  args: { onAction: fn() },
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs: next steps Unread' });
    await userEvent.tab();
    await expect(within(row).getByRole('link', { name: 'Head of Regulatory Affairs: next steps' })).toHaveFocus();
    await userEvent.tab();
    const trigger = within(row).getByRole('button', { name: 'Actions' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Mark as read' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    trigger.blur();
  },
};

/** A thread with little known: no date, no count, a preview of only spaces reads "No message" after its author. */
export const Sparse: Story = {
  args: { date: null, messageCount: undefined, preview: '   ', unread: false, actions: [] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: 'Head of Regulatory Affairs: next steps' });
    await expect(within(row).getByText('Marco Keller: No message')).toBeVisible();
    await expect(row.querySelector('time')).toBeNull();
    await expect(within(row).queryByText(/message(s)?$/, { selector: 'span span' })).toBeNull();
  },
};

/** Phone width in German: the long subject, participants and preview wrap, the badge and Actions stay inside. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: { ...German.args },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="frame">
      <ThreadList aria-label="Nachrichten">
        <ThreadRow {...args} />
      </ThreadList>
    </div>
  ),
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem', { name: /Terminvorschläge für die Zweitgespräche Ungelesen$/ });
    await expect(within(row).getByText('Ungelesen')).toBeVisible();
    await expect(within(row).getByText('12 Nachrichten')).toBeVisible();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(row.querySelectorAll('span, a, button, time'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
  },
};

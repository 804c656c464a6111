import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MessageItem } from './MessageItem';

const meta = {
  title: 'Widgets/MessageItem',
  component: MessageItem,
  args: {
    author: 'Marco Keller',
    date: '2026-03-12T14:05:00Z',
    content: '<p>Hello Ms Vogel,</p><p>I have <strong>two more candidates</strong> for the shortlist.</p>',
    onAction: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 640 }}>
      <MessageItem {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A message of a thread: its author (“You” for the user’s own), date and “edited” mark, the rich text sanitised through the editor’s schema, ' +
          'its files as download links and a menu of what the user may do with it. While the user edits it, the screen passes its editor as `editor`.',
      },
    },
  },
} satisfies Meta<typeof MessageItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromSomeoneElse: Story = {
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Marco Keller' });
    await expect(await within(message).findByText('two more candidates')).toBeVisible();
    await expect(within(message).queryByRole('button', { name: 'Message actions' })).toBeNull();
  },
};

export const OwnWithAttachmentsAndActions: Story = {
  args: {
    author: 'Lena Vogel',
    isOwn: true,
    editDate: '2026-03-12T15:00:00Z',
    attachments: [{ id: 5, title: 'shortlist.pdf', size: 254_000, href: '/api/file/5/download' }],
    actions: [
      { id: 'edit', label: 'Edit' },
      { id: 'delete', label: 'Delete', tone: 'critical' },
    ],
  },
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('article', { name: 'Lena Vogel (You)' });
    await expect(within(message).getByText('(edited)')).toBeVisible();
    const files = within(message).getByRole('list', { name: 'Attachments' });
    await expect(within(files).getByRole('link', { name: 'shortlist.pdf' })).toHaveAttribute('href', '/api/file/5/download');
    await expect(within(files).getByText('(248 KB)')).toBeVisible();
    await userEvent.click(within(message).getByRole('button', { name: 'Message actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }));
    await expect(args.onAction).toHaveBeenCalledWith('edit');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const UnsafeHtmlIsSanitised: Story = {
  args: {
    content:
      '<p onclick="alert(1)">Safe text</p><script>window.hacked = true</script><a href="javascript:alert(1)">bad link</a><img src=x onerror="alert(1)">',
  },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Marco Keller' });
    await expect(await within(message).findByText('Safe text')).toBeVisible();
    await expect(message.querySelector('script, img, [onclick], [onerror], a[href^="javascript"]')).toBeNull();
  },
};

export const Deleted: Story = {
  args: { deleted: true, content: null, actions: [{ id: 'delete', label: 'Delete' }] },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Marco Keller' });
    await expect(within(message).getByText('This message was deleted.')).toBeVisible();
    await expect(within(message).queryByRole('button')).toBeNull();
  },
};

export const FormerUserGerman: Story = {
  globals: { locale: 'de' },
  args: {
    author: null,
    content: '<p>Vielen Dank für die ausführlichen Unterlagen zur Kandidatin Maximiliane Zurbriggen-Oberholzer.</p>',
  },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('article', { name: 'Ehemaliger Benutzer' });
    await expect(within(message).getByText(/^12\.03\.2026, \d{2}:05$/)).toBeVisible();
    await expect(await within(message).findByText(/ausführlichen Unterlagen/)).toBeVisible();
  },
};

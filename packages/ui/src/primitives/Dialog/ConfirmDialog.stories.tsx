import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  args: { isOpen: true, title: 'Are you sure you want to delete payment term?', onConfirm: fn(), onCancel: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A yes/no question before an action that is hard to undo. `isDestructive` gives "Yes" the critical tone. Use **Dialog** when the user has to enter something.',
      },
    },
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: args.title as string });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const No: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Destructive: Story = {
  args: { isDestructive: true, title: 'Reject search consultant?', children: 'The consultant can no longer submit candidates.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(within(dialog).getByText('The consultant can no longer submit candidates.')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /Yes/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Möchten Sie der Arbeitgeberin eine Anfrage für ein Empfehlungsschreiben senden?',
    children: 'Die Anfrage wird per E-Mail an die zuständige Person des Unternehmens gesendet.',
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Ja' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Nein' })).toBeVisible();
  },
};

function WithTrigger(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button variant="critical" onPress={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </div>
  );
}

export const KeyboardFlow: Story = {
  args: { isDestructive: true },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    // Focus stays inside while tabbing around.
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideDoesNotClose: Story = {
  args: { title: 'Reactivate search consultant?' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate search consultant?' });
    await userEvent.click(document.body, { skipPointerEventsCheck: true } as never);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

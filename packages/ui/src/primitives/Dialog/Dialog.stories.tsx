import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { Dialog, type DialogProps } from './Dialog';

function Harness({ defaultOpen = true, ...props }: Omit<DialogProps, 'isOpen'> & { defaultOpen?: boolean }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange?.(open);
        }}
      />
    </>
  );
}

const footer = (
  <>
    <Button variant="secondary">Cancel</Button>
    <Button>Save</Button>
  </>
);

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Edit note', children: null, onOpenChange: fn() },
  render: (args) => (
    <Harness {...args} footer={footer}>
      <TextArea label="Note" rows={10} defaultValue="Call back after the second interview." />
    </Harness>
  ),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A modal for a task that needs the user’s full attention: a form that changes a record, a choice before an action. 90% wide between 300 and 640 px (`size="narrow"` up to 420 px), at most 95% of the viewport high with a scrolling body. Forms that would lose input say `isDismissable={false}`. For a yes/no question use **ConfirmDialog**; for information next to its trigger use **Popover**.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    await expect(within(dialog).getByRole('textbox', { name: 'Note' })).toBeVisible();
    const width = dialog.getBoundingClientRect().width;
    await expect(width).toBeLessThanOrEqual(640);
    await expect(width).toBeGreaterThanOrEqual(300);
  },
};

export const EscapeClosesAndFocusReturns: Story = {
  args: { defaultOpen: false } as never,
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const FocusIsTrapped: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(document.body, { skipPointerEventsCheck: true } as never);
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false, title: 'Withdraw candidate' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw candidate' });
    await userEvent.click(document.body, { skipPointerEventsCheck: true } as never);
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  args: { size: 'narrow', title: 'Reactivate search consultant' },
  render: (args) => <Harness {...args}>Do you want to reactivate this search consultant?</Harness>,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(420);
  },
};

export const Draggable: Story = {
  args: { isDraggable: true, title: 'Agency revenue calculator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const handle = screen.getByTestId('dialog-drag-handle');
    const before = dialog.getBoundingClientRect();
    handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, clientX: 300, clientY: 120, pointerId: 1 }));
    handle.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: 220, clientY: 100, pointerId: 1 }));
    handle.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: 220, clientY: 100, pointerId: 1 }));
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left - 80, 0));
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { title: 'Stellenausschreibung vorübergehend pausieren und alle beteiligten Personalberater informieren' },
  render: (args) => (
    <Harness
      {...args}
      footer={
        <>
          <Button variant="secondary">Abbrechen</Button>
          <Button>Ausschreibung pausieren</Button>
        </>
      }
    >
      <TextArea label="Beschreibung des Grundes für die Pausierung" rows={4} />
    </Harness>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Schliessen' })).toBeVisible();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
  },
};

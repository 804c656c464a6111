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

function dragBy(handle: Element, dx: number, dy: number) {
  const { left, top } = handle.getBoundingClientRect();
  const [x, y] = [left + 20, top + 10];
  handle.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, clientX: x, clientY: y, pointerId: 1 }));
  handle.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + dx, clientY: y + dy, pointerId: 1 }));
  handle.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x + dx, clientY: y + dy, pointerId: 1 }));
}

export const Draggable: Story = {
  args: { isDraggable: true, title: 'Agency revenue calculator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agency revenue calculator' });
    const before = dialog.getBoundingClientRect();
    // Drag the title bar with the pointer.
    dragBy(within(dialog).getByRole('heading', { name: 'Agency revenue calculator' }), -80, -20);
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left - 80, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(before.top - 20, 0);
    // Keyboard users are unaffected: focus is still trapped in the moved dialog.
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const DraggableStaysOnScreen: Story = {
  args: { isDraggable: true, title: 'Agency revenue calculator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    dragBy(within(dialog).getByRole('heading'), -5000, -5000);
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(0, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(0, 0);
    dragBy(within(dialog).getByRole('heading'), 5000, 0);
    await waitFor(() => expect(dialog.getBoundingClientRect().right).toBeCloseTo(window.innerWidth, 0));
  },
};

export const ScrollingBody: Story = {
  args: { title: 'Terms of cooperation' },
  render: (args) => (
    <Harness {...args} footer={footer}>
      {Array.from({ length: 30 }, (_, i) => (
        <p key={i}>
          Clause {i + 1}. The search consultant presents only candidates who agreed in writing to be presented for this vacancy.
        </p>
      ))}
    </Harness>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Terms of cooperation' });
    // At most 95% of the viewport high; the body scrolls, title and actions stay visible.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.95 + 1);
    const body = within(dialog).getByText(/^Clause 1\./).parentElement!;
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    // A scrolling body is a tab stop so keyboard users can scroll it.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'Terms of cooperation' })).toBeVisible();
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

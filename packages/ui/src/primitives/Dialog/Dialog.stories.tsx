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
    // Focus is still trapped in the moved dialog: the title bar (a move handle, see KeyboardMove), then ×.
    await userEvent.tab();
    await expect(within(dialog).getByRole('group', { name: 'Move dialog' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
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

export const PointerDrag: Story = {
  args: { isDraggable: true, title: 'Agency revenue calculator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agency revenue calculator' });
    const bar = within(dialog).getByRole('group', { name: 'Move dialog' });
    const before = dialog.getBoundingClientRect();
    const { left, top } = bar.getBoundingClientRect();
    const [x, y] = [left + 40, top + 12];
    // Press, move in two steps, release: the dialog follows the pointer.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: bar, coords: { clientX: x, clientY: y } },
      { target: bar, coords: { clientX: x + 60, clientY: y + 30 } },
      { target: bar, coords: { clientX: x + 120, clientY: y + 60 } },
      { keys: '[/MouseLeft]', target: bar, coords: { clientX: x + 120, clientY: y + 60 } },
    ]);
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left + 120, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(before.top + 60, 0);
    // After the release, moving the pointer moves nothing.
    await userEvent.pointer({ target: bar, coords: { clientX: x + 200, clientY: y + 100 } });
    await expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left + 120, 0);
    // The × button in the title bar is not a handle: it still closes.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const KeyboardMove: Story = {
  args: { isDraggable: true, title: 'Agency revenue calculator' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Agency revenue calculator' });
    const before = dialog.getBoundingClientRect();
    // The title bar is the first tab stop, named and described for screen readers.
    await userEvent.tab();
    const bar = within(dialog).getByRole('group', { name: 'Move dialog' });
    await expect(bar).toHaveFocus();
    await expect(bar).toHaveAccessibleDescription(/arrow keys/);
    // 16 px a step, 64 px with Shift.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left + 32, 0));
    await expect(dialog.getBoundingClientRect().top).toBeCloseTo(before.top + 16, 0);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBeCloseTo(before.left - 32, 0));
    // It stays inside the viewport: many steps up stop with the title bar at the top edge.
    for (let i = 0; i < 30; i++) await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBeCloseTo(0, 0));
    // The arrow keys move nothing from other controls; Tab goes on, Escape still closes.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    const left = dialog.getBoundingClientRect().left;
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog.getBoundingClientRect().left).toBe(left);
    await userEvent.tab({ shift: true });
    await expect(bar).toHaveFocus();
  },
};

export const NotDraggable: Story = {
  args: { title: 'Edit note' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const before = dialog.getBoundingClientRect();
    // The default dialog has no move handle: the title is a plain heading, no tab stop, and a drag moves nothing.
    await expect(within(dialog).queryByRole('group', { name: 'Move dialog' })).not.toBeInTheDocument();
    const heading = within(dialog).getByRole('heading', { name: 'Edit note' });
    const { left, top } = heading.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: heading, coords: { clientX: left + 10, clientY: top + 5 } },
      { target: heading, coords: { clientX: left + 110, clientY: top + 55 } },
      { keys: '[/MouseLeft]', target: heading, coords: { clientX: left + 110, clientY: top + 55 } },
    ]);
    await expect(dialog.getBoundingClientRect().left).toBe(before.left);
    await expect(dialog.getBoundingClientRect().top).toBe(before.top);
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
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

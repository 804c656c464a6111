import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { content: 'Export the consultant list as a spreadsheet', children: <Button variant="secondary">Export</Button>, delay: 0 },
  render: (args) => (
    <div style={{ padding: 60 }}>
      <Tooltip {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A short hint for a control, shown on hover and keyboard focus (for example the full text of a truncated table cell, or what an icon button does). It is never the only place of important information and holds no interactive content; use **Popover** for that.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Export the consultant list as a spreadsheet');
    await expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription('Export the consultant list as a spreadsheet');
  },
};

export const EscapeHides: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const OnHoverAfterDelay: Story = {
  args: { delay: 300 },
  play: async ({ canvas }) => {
    // Tooltips shown in the last half second open at once (react-aria's warm-up); start cold.
    await new Promise((resolve) => setTimeout(resolve, 700));
    // A pointer user (react-aria shows hover tooltips only in pointer modality).
    await userEvent.click(document.body);
    await userEvent.hover(canvas.getByRole('button', { name: 'Export' }));
    // Not at once: passing the pointer over a toolbar does not flash tooltips.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Export the consultant list as a spreadsheet',
    );
  },
};

export const HidesWhenThePointerLeaves: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.click(document.body);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const Placement: Story = {
  args: { placement: 'end' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Export' });
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveAttribute('data-placement', 'right');
    await expect(tip.getBoundingClientRect().left).toBeGreaterThanOrEqual(button.getBoundingClientRect().right);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    content: 'Diese Personalberaterin steht auf der Liste Ihrer bevorzugten Lieferanten',
    children: <Button variant="secondary">PSL</Button>,
  },
  play: async () => {
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    await expect(tip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

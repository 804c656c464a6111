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

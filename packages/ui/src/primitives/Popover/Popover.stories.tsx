import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="ghost">Anna Meier</Button>,
    title: 'Anna Meier',
    children: (
      <>
        <p>Head of HR, Helvetia Pharma AG</p>
        <p>Zürich, Switzerland</p>
      </>
    ),
  },
  render: (args) => (
    <div style={{ padding: 40, minHeight: 260 }}>
      <Popover {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Content next to its trigger that the user may interact with: the user info card, filter details. Opens on press, closes on Escape or a click outside, and returns focus. For a plain hint use **Tooltip**; for a task use **Dialog**.',
      },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anna Meier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anna Meier' });
    await expect(within(dialog).getByText('Head of HR, Helvetia Pharma AG')).toBeVisible();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Meier' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Dr. Maximiliane Schmidt-Oberholzer',
    children: <p>Leiterin Personalgewinnung und Talentmanagement, Eidgenössische Versicherungsgesellschaft AG</p>,
    trigger: <Button variant="ghost">Dr. Maximiliane Schmidt-Oberholzer</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

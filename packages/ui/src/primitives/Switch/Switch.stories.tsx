import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Accepting candidates', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A setting that takes effect immediately, such as whether a vacancy accepts candidates. Inside a form that is submitted later, use **Checkbox** instead.',
      },
    },
  },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Accepting candidates' });
    await expect(control).not.toBeChecked();
    await userEvent.click(canvas.getByText('Accepting candidates'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch')).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { children: 'Neue Bewerbungen von Personalberaterinnen und Personalberatern annehmen' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Switch {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Neue Bewerbungen/ })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Accepting candidates'));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'plus', label: 'Add payment term', onPress: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An action shown only as an icon where a text does not fit (close, remove, add). The `label` is required and becomes its accessible name. Prefer **Button** with a visible label whenever there is room.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add payment term' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {iconButtonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`${variant} action`}
          icon={variant === 'critical' ? 'close' : 'plus'}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { icon: 'close', label: 'Remove' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalled();
  },
};

export const GermanLabel: Story = {
  globals: { locale: 'de' },
  args: { icon: 'plus', label: 'Zahlungsbedingung hinzufügen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zahlungsbedingung hinzufügen' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'A short, indeterminate wait inside a control or a small area, announced as a status. Use the Button’s `isPending` for a pressed button, **ProgressBar** when progress is known, **LoadingOverlay** for a whole area or page.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('status', { name: 'Loading small' }).firstElementChild!;
    const large = canvas.getByRole('status', { name: 'Loading large' }).firstElementChild!;
    await expect(small.getBoundingClientRect().width).toBeLessThan(large.getBoundingClientRect().width);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading search consultants' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading search consultants' })).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Wird geladen…' })).toBeVisible();
  },
};

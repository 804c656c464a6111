import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressCircle } from './ProgressCircle';
import { Spinner, spinnerSizes } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'A short, indeterminate wait inside a control or a small area, announced as a status. **ProgressCircle** is the loader inside a list or grid: a labelled indeterminate progressbar with its text. Use the Button’s `isPending` for a pressed button, **ProgressBar** when progress is known, **LoadingOverlay** for a whole area or page.',
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

/** The loader inside a list or grid: a labelled indeterminate progressbar, its label shown beside the circle. */
export const ProgressCircleLoader: Story = {
  render: () => <ProgressCircle label="Loading more…" />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading more…' });
    await expect(bar).toHaveTextContent('Loading more…');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

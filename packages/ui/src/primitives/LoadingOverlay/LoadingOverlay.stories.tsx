import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  render: (args) => (
    <div style={{ position: 'relative', height: 240, border: '1px solid #dde2e8', background: '#fff' }}>
      <p style={{ padding: 16 }}>Vacancy list</p>
      <LoadingOverlay {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The product mark and a spinner over content that is loading, and over the page while the app navigates. For a single control use the button’s pending state or **Spinner**.',
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OverContainer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(canvas.getByText('Mandate')).toBeVisible();
  },
};

export const FullPage: Story = {
  args: { fullPage: true },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.closest('[aria-busy="true"]')).toHaveStyle({ position: 'fixed' });
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Wird geladen…' })).toBeVisible();
  },
};

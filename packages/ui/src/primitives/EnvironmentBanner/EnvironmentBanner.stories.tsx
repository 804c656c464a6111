import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EnvironmentBanner } from './EnvironmentBanner';

const meta = {
  title: 'Primitives/EnvironmentBanner',
  component: EnvironmentBanner,
  args: { environment: 'dev' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Names the environment at the top of every page in dev and sandbox so nobody mistakes test data for real data. Renders nothing in production (`master`).',
      },
    },
  },
} satisfies Meta<typeof EnvironmentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Dev: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Development environment');
  },
};

export const Sandbox: Story = {
  args: { environment: 'sandbox' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Sandbox environment: test data only');
  },
};

export const ProductionShowsNothing: Story = {
  args: { environment: 'master' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { environment: 'sandbox' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Sandbox-Umgebung: nur Testdaten');
  },
};

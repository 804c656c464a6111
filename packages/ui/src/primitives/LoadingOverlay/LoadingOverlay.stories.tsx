import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  render: (args) => (
    <div style={{ position: 'relative', height: 240, border: `1px solid ${vars.border.hairline}`, background: vars.surface.card }}>
      <p style={{ padding: 16 }}>Vacancy list</p>
      <LoadingOverlay {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'The product mark, a spinner and "Loading…" over content that is loading, and over the whole page while the app navigates (`fullPage`). The overlay is `aria-busy` and announces its text once. For a single control use the Button’s `isPending` or **Spinner**; for a task with known progress, **ProgressBar**.',
      },
    },
  },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OverContainer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status', { name: 'Loading…' });
    await expect(status).toBeVisible();
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(canvas.getByText('Mandate')).toBeVisible();
    const overlay = status.closest('[aria-busy="true"]')!;
    // Covers its container exactly.
    const box = canvasElement.querySelector('p')!.parentElement!.getBoundingClientRect();
    const cover = overlay.getBoundingClientRect();
    await expect(cover.width).toBeCloseTo(box.width - 2, 0);
    await expect(cover.height).toBeCloseTo(box.height - 2, 0);
  },
};

export const FullPage: Story = {
  args: { fullPage: true },
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status').closest('[aria-busy="true"]')!;
    await expect(overlay).toHaveStyle({ position: 'fixed' });
    await expect(overlay.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Preparing the shortlist…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Preparing the shortlist…' })).toBeVisible();
    await expect(canvas.getByText('Preparing the shortlist…')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Wird geladen…' })).toBeVisible();
    await expect(canvas.getByText('Wird geladen…')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Die Kandidatenliste und alle Bewertungen der Personalberaterinnen werden zusammengestellt…' },
  render: (args) => (
    <div style={{ position: 'relative', width: 280, height: 240, border: `1px solid ${vars.border.hairline}` }}>
      <LoadingOverlay {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const overlay = canvas.getByRole('status').closest('[aria-busy="true"]')!;
    await expect(overlay.scrollWidth).toBeLessThanOrEqual(overlay.clientWidth + 1);
  },
};

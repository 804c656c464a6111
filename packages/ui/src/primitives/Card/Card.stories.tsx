import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: 'Zürich · 100% · CHF 140,000 – 160,000' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Card {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A white surface grouping related content (a vacancy summary, a placement). With a `title` it is a named region. Do not nest cards; use **Stack** with dividers inside.',
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Zürich/)).toBeVisible();
  },
};

export const WithTitleAndActions: Story = {
  args: {
    title: 'Head of Finance',
    actions: (
      <Button size="small" variant="secondary">
        Edit
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Head of Finance' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Head of Finance');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Leiterin Finanzen und Controlling (Konzernrechnungslegung nach IFRS)',
    actions: (
      <Button size="small" variant="secondary">
        Bearbeiten
      </Button>
    ),
    children: 'Zürich · 80–100 % · CHF 140’000 – 160’000 · Eintritt nach Vereinbarung',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

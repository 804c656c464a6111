import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones, DemoBadge, PslBadge, SubscriptionBadge, subscriptions } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Active' },
  parameters: {
    docs: {
      description: {
        component:
          'A short status or category label with a tone: vacancy and application statuses, subscriptions (B / P / P+), preferred supplier (PSL), DEMO. Abbreviations carry their full meaning as accessible name and hover title. The same status uses the same tone everywhere.',
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['soft', 'strong'] as const).map((weight) => (
        <div key={weight} style={{ display: 'flex', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} tone={tone} weight={weight}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('critical')).toHaveLength(2);
  },
};

export const Subscriptions: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {subscriptions.map((s) => (
        <SubscriptionBadge key={s} subscription={s} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Premium+ subscription' })).toHaveTextContent('P+');
    await expect(canvas.getByRole('img', { name: 'Basic subscription' })).toHaveTextContent('B');
  },
};

export const PreferredSupplier: Story = {
  render: () => <PslBadge />,
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'This search consultant is on the list of your preferred suppliers' });
    await expect(badge).toHaveTextContent('PSL');
    await expect(badge).toHaveAttribute('title', 'This search consultant is on the list of your preferred suppliers');
  },
};

export const Demo: Story = {
  render: () => <DemoBadge />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Demo user' })).toHaveTextContent('DEMO');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ width: 160, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Badge tone="info">Noch nicht für ein Interview ausgewählt</Badge>
      <PslBadge />
      <SubscriptionBadge subscription="premium" />
    </div>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByText('Noch nicht für ein Interview ausgewählt');
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(canvas.getByRole('img', { name: 'Premium-Abonnement' })).toBeVisible();
  },
};

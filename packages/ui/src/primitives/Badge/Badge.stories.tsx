import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../tokens/contract.css';
import { Badge, badgeTones, DemoBadge, PslBadge, SubscriptionBadge, subscriptions } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Active' },
  // A painted frame, so every story repaints the strip where the small badges of the story before sat.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 120, background: vars.surface.page }}>
        <Story />
      </div>
    ),
  ],
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

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Active');
    await expect(badge).toBeVisible();
    await expect(badge.parentElement).not.toHaveAttribute('role');
  },
};

export const SoftTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const colours = badgeTones.map((tone) => getComputedStyle(canvas.getByText(tone).parentElement!).backgroundColor);
    await expect(new Set(colours).size).toBe(badgeTones.length);
  },
};

export const StrongTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone} weight="strong">
          {tone}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const critical = canvas.getByText('critical').parentElement!;
    await expect(getComputedStyle(critical).color).toBe('rgb(255, 255, 255)');
    await expect(critical.getBoundingClientRect().height).toBeLessThanOrEqual(24);
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
    const basic = canvas.getByRole('img', { name: 'Basic subscription' });
    const premium = canvas.getByRole('img', { name: 'Premium subscription' });
    const plus = canvas.getByRole('img', { name: 'Premium+ subscription' });
    await expect(basic).toHaveTextContent(/^B$/);
    await expect(premium).toHaveTextContent(/^P$/);
    await expect(plus).toHaveTextContent(/^P\+$/);
    await expect(plus).toHaveAttribute('title', 'Premium+ subscription');
    const backgrounds = [basic, premium, plus].map((b) => getComputedStyle(b).backgroundColor);
    await expect(new Set(backgrounds).size).toBe(3);
    // Pill-shaped: the radius is at least half the height.
    await expect(parseFloat(getComputedStyle(plus).borderTopLeftRadius)).toBeGreaterThanOrEqual(plus.getBoundingClientRect().height / 2);
  },
};

export const SubscriptionsGerman: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {subscriptions.map((s) => (
        <SubscriptionBadge key={s} subscription={s} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Basic-Abonnement' })).toHaveTextContent('B');
    await expect(canvas.getByRole('img', { name: 'Premium+-Abonnement' })).toHaveTextContent('P+');
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
    const badge = canvas.getByRole('img', { name: 'Demo user' });
    await expect(badge).toHaveTextContent('DEMO');
    await expect(badge).toHaveAttribute('title', 'Demo user');
  },
};

export const BesideAName: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <strong>Anna Meier</strong>
      <SubscriptionBadge subscription="premium-plus" />
      <PslBadge />
      <DemoBadge />
    </p>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText('Anna Meier').getBoundingClientRect();
    const psl = canvas.getByRole('img', { name: /preferred suppliers/ }).getBoundingClientRect();
    await expect(Math.abs(name.top + name.height / 2 - (psl.top + psl.height / 2))).toBeLessThan(2);
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ width: 160, display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <Badge tone="info">Noch nicht für ein Interview ausgewählt</Badge>
      <PslBadge />
      <DemoBadge />
      <SubscriptionBadge subscription="premium" />
    </div>
  ),
  play: async ({ canvas }) => {
    const long = canvas.getByText('Noch nicht für ein Interview ausgewählt');
    await expect(long.getBoundingClientRect().width).toBeLessThanOrEqual(160);
    await expect(long.scrollWidth).toBeGreaterThan(long.clientWidth);
    await expect(canvas.getByRole('img', { name: 'Premium-Abonnement' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'Dieser Personalberater steht auf der Liste Ihrer bevorzugten Lieferanten' }),
    ).toHaveTextContent('PSL');
    await expect(canvas.getByRole('img', { name: 'Demo-Benutzer' })).toHaveTextContent('DEMO');
  },
};

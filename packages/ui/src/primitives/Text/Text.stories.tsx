import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'The candidate has strong IFRS experience and is available from March.' },
  parameters: {
    docs: {
      description: {
        component:
          'Running text on the type scale (`size`) in a semantic `tone`; `maxLines` truncates with an ellipsis (then show the full text in a Tooltip). **Heading** separates the outline level from the visual size.',
      },
    },
  },
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: (args) => (
    <div>
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {`${size}: ${String(args.children)}`}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText(/^xsmall:/);
    const large = canvas.getByText(/^large:/);
    await expect(parseFloat(getComputedStyle(small).fontSize)).toBeLessThan(parseFloat(getComputedStyle(large).fontSize));
  },
};

export const Tones: Story = {
  render: () => (
    <div>
      {textTones.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          {tone}
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('critical')).color).not.toBe(getComputedStyle(canvas.getByText('primary')).color);
  },
};

export const Truncated: Story = {
  args: {
    maxLines: 2,
    children:
      'Für diese Position suchen wir eine erfahrene Leiterin Finanzen mit fundierten Kenntnissen in IFRS, Konzernkonsolidierung und dem Aufbau eines schlagkräftigen Controlling-Teams an mehreren Standorten in der Schweiz und in Deutschland.',
  },
  globals: { locale: 'de' },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Für diese Position/);
    await expect(text.scrollHeight).toBeGreaterThan(text.clientHeight);
    await expect(text.clientHeight).toBeLessThanOrEqual(40);
  },
};

export const Headings: Story = {
  render: () => (
    <div>
      <Heading level={1}>Head of Finance</Heading>
      <Heading level={2}>Search consultants</Heading>
      <Heading level={3} size={4}>
        Invitations
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Head of Finance' })).toBeVisible();
    const h3 = canvas.getByRole('heading', { level: 3 });
    await expect(getComputedStyle(h3).fontSize).toBe('16px');
  },
};

export const LongGermanHeading: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ width: 320 }}>
      <Heading level={2}>Leiterin Finanzen und Controlling (Konzernrechnungslegung nach IFRS)</Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h = canvas.getByRole('heading');
    await expect(h.scrollWidth).toBeLessThanOrEqual(h.clientWidth + 1);
  },
};

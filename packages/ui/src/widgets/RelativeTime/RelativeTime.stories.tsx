import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RelativeTime } from './RelativeTime';

const meta = {
  title: 'Widgets/RelativeTime',
  component: RelativeTime,
  args: { seconds: 5 * 3600 },
  parameters: {
    docs: {
      description: {
        component:
          'A duration in words from the thresholds of the spec (001 §9): average response times and times to interview in user cards. `format="simple"` gives "less than one day" / "N days". The exact hours are in the title.',
      },
    },
  },
} satisfies Meta<typeof RelativeTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FewHours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('within a few hours')).toBeVisible();
  },
};

export const Buckets: Story = {
  render: () => (
    <ul>
      {[600, 3000, 20_000, 80_000, 200_000, 500_000, 1_300_000].map((s) => (
        <li key={s}>
          <RelativeTime seconds={s} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const text of [
      'a few minutes',
      'within an hour',
      'within a few hours',
      'within a day',
      'in a few days',
      'within a week',
      'about 3 weeks',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const Simple: Story = {
  render: () => (
    <ul>
      {[3600, 100_000, 400_000].map((s) => (
        <li key={s}>
          <RelativeTime seconds={s} format="simple" />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('less than one day')).toBeVisible();
    await expect(canvas.getByText('one day')).toBeVisible();
    await expect(canvas.getByText('4 days')).toBeVisible();
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: { seconds: 700_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('etwa 2 Wochen')).toBeVisible();
  },
};

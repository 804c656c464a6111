import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const onEdit = fn();

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

/** Actions without a title: the header holds only the actions at its right; without a heading the card is no named region. */
export const ActionsWithoutTitle: Story = {
  args: {
    actions: (
      <Button size="small" variant="secondary" onPress={onEdit}>
        Edit
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    onEdit.mockClear();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    const button = canvas.getByRole('button', { name: 'Edit' });
    const card = canvasElement.querySelector('section')!;
    await expect(card.getBoundingClientRect().right - button.getBoundingClientRect().right).toBeLessThan(40);
    // Reached and used by keyboard.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

/** Inside a section of a page the title is a level-3 heading, and the card is still named by it. */
export const NestedHeadingLevel: Story = {
  args: { title: 'Placement', titleLevel: 3, children: 'CHF 26,000 · start 1 Jul 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Placement' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Placement' })).toHaveTextContent('CHF 26,000');
  },
};

/** Phone width: a long German title wraps, the action goes below it, nothing overflows the card. */
export const NarrowGerman: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Stellvertretende Leiterin Konzernrechnungslegung und Finanzberichterstattung',
    actions: (
      <Button size="small" variant="secondary">
        Bearbeiten
      </Button>
    ),
    children: 'Zürich · 80–100 % · CHF 140’000 – 160’000 · Eintritt nach Vereinbarung',
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Card {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /^Stellvertretende Leiterin/ });
    const heading = canvas.getByRole('heading', { level: 2 });
    const button = canvas.getByRole('button', { name: 'Bearbeiten' });
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(heading).lineHeight) * 1.5);
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(heading.getBoundingClientRect().bottom);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    for (const el of [heading, button]) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Skeleton, SkeletonText, skeletonHeights } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: '60%' },
  render: (args) => (
    <div style={{ width: 400 }} aria-busy="true" data-testid="area">
      <Skeleton {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A loading placeholder shaped like the content it stands for: the first load of a screen or an area shows skeletons, so nothing jumps when the data arrives (DESIGN.md "States"); a refetch keeps the old data instead. Hidden from screen readers; the container that shows skeletons sets `aria-busy="true"` until its content is there. The shimmer stops when the user prefers reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

const skeletonsIn = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[aria-hidden="true"]'));
const height = (el: Element) => el.getBoundingClientRect().height;

export const Default: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('area');
    await expect(area).toHaveAttribute('aria-busy', 'true');
    const [bar] = skeletonsIn(area);
    await expect(bar).toBeDefined();
    // As wide as asked and as tall as a line of body text; nothing for a screen reader.
    await expect(bar!.getBoundingClientRect().width).toBeCloseTo(240, 0);
    await expect(height(bar!)).toBe(parseFloat(getComputedStyle(document.body).lineHeight));
    await expect(area).toHaveAccessibleName('');
    await expect(area.textContent).toBe('');
    await expect(getComputedStyle(bar!).animationName).not.toBe('none');
  },
};

export const Heights: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 400 }} aria-busy="true" data-testid="area">
      {skeletonHeights.map((h) => (
        <div key={h} style={{ height: h === 'block' ? 120 : undefined }}>
          <Skeleton height={h} width={h === 'control' ? '50%' : '100%'} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [text, heading, control, block] = skeletonsIn(canvas.getByTestId('area')).map(height);
    // Line heights of the type scale and the medium control height of the theme.
    await expect([text, heading, control]).toEqual([20, 36, 36]);
    // A block fills its container.
    await expect(block).toBe(120);
  },
};

export const Lines: Story = {
  render: () => (
    <div style={{ width: 400 }} aria-busy="true" data-testid="area">
      <SkeletonText lines={4} />
    </div>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('area');
    const [group, ...lines] = skeletonsIn(area);
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    await expect(lines).toHaveLength(4);
    // Four lines of text tall, the last one shorter.
    await expect(height(group!)).toBe(4 * 20);
    await expect(lines[3]!.getBoundingClientRect().width).toBeLessThan(lines[0]!.getBoundingClientRect().width);
    await expect(lines[0]!.getBoundingClientRect().width).toBe(400);
  },
};

export const InCard: Story = {
  render: () => (
    <div style={{ maxWidth: 560 }}>
      <Card title="Vacancy details">
        <div aria-busy="true" data-testid="area" style={{ display: 'grid', gap: 12 }}>
          <Skeleton height="heading" width="50%" />
          <SkeletonText lines={3} />
          <Skeleton height="control" width="30%" />
        </div>
      </Card>
    </div>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Vacancy details' });
    const area = within(card).getByTestId('area');
    await expect(area).toHaveAttribute('aria-busy', 'true');
    // Only the card's title is there for a screen reader while loading.
    await expect(card).toHaveTextContent(/^Vacancy details$/);
    for (const part of Array.from(area.children)) await expect(part).toHaveAttribute('aria-hidden', 'true');
    // The skeletons stay inside the card body.
    const body = area.getBoundingClientRect();
    for (const part of skeletonsIn(area)) await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(body.right);
  },
};

/** Line counts as a caller may pass them: one line is full width (no short last line), less than one still shows one, fractions round down. */
export const LineCounts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 300 }} aria-busy="true">
      <div data-testid="one">
        <SkeletonText lines={1} />
      </div>
      <div data-testid="zero">
        <SkeletonText lines={0} />
      </div>
      <div data-testid="fraction">
        <SkeletonText lines={2.7} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const linesIn = (id: string) => skeletonsIn(canvas.getByTestId(id)).slice(1);
    const one = linesIn('one');
    await expect(one).toHaveLength(1);
    await expect(one[0]!.getBoundingClientRect().width).toBe(300);
    await expect(linesIn('zero')).toHaveLength(1);
    const two = linesIn('fraction');
    await expect(two).toHaveLength(2);
    await expect(two[1]!.getBoundingClientRect().width).toBeCloseTo(180, 0);
  },
};

/** What a screen does: skeletons while loading, then the content in the same place without a jump, and `aria-busy` off. */
function LoadingThenLoaded() {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ width: 400, display: 'grid', gap: 12 }}>
      <Button variant="secondary" onPress={() => setLoaded(true)}>
        Finish loading
      </Button>
      <section aria-label="Comment" aria-busy={!loaded} data-testid="area">
        {loaded ? <p style={{ margin: 0 }}>Strong on validation; I would like to meet him.</p> : <Skeleton />}
      </section>
    </div>
  );
}

export const ThenContent: Story = {
  render: () => <LoadingThenLoaded />,
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('area');
    await expect(area).toHaveAttribute('aria-busy', 'true');
    await expect(area.textContent).toBe('');
    const before = area.getBoundingClientRect().height;
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(area).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('region', { name: 'Comment' })).toHaveTextContent('Strong on validation');
    // A line of text stands where the line's skeleton stood: the same height.
    await expect(area.getBoundingClientRect().height).toBe(before);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

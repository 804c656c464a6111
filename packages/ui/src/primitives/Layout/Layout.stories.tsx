import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Box, Columns, Inline, Stack } from '.';

const meta = {
  title: 'Primitives/Layout',
  component: Box,
  parameters: {
    docs: {
      description: {
        component:
          '**Box** (sprinkles: space, colour, flex from the tokens), **Stack** (vertical rhythm, optional dividers), **Inline** (side by side, wrapping for long German labels), **Columns** (equal columns or side panel + content, stacking on narrow screens). Use them instead of ad-hoc margins so spacing stays on the scale.',
      },
    },
  },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

const Tile = ({ children }: { children: string }) => (
  <Box background="card" padding="medium" borderRadius="medium" boxShadow="card">
    {children}
  </Box>
);

export const BoxWithTokens: Story = {
  render: () => (
    <Box as="section" aria-label="Summary" background="brandSoft" padding="large" borderRadius="large">
      Vacancy summary
    </Box>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Summary' });
    await expect(getComputedStyle(region).paddingTop).toBe('16px');
  },
};

export const StackWithDividers: Story = {
  render: () => (
    <Stack gap="medium" dividers>
      <Tile>Invited</Tile>
      <Tile>Applied</Tile>
      <Tile>Rejected</Tile>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [first, second] = [canvas.getByText('Invited'), canvas.getByText('Applied')];
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

export const InlineWraps: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <Inline gap="small">
        <Button variant="secondary">Zurücksetzen</Button>
        <Button variant="secondary">Abbrechen</Button>
        <Button>Einladung senden</Button>
      </Inline>
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.at(-1)!.getBoundingClientRect().top).toBeGreaterThan(buttons[0]!.getBoundingClientRect().top);
  },
};

export const ColumnsSidebar: Story = {
  render: () => (
    <Columns layout="sidebar">
      <Tile>Filters</Tile>
      <Tile>Consultant table</Tile>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const filters = canvas.getByText('Filters').getBoundingClientRect();
    const table = canvas.getByText('Consultant table').getBoundingClientRect();
    await expect(Math.round(filters.width)).toBe(300);
    await expect(table.left).toBeGreaterThan(filters.right);
  },
};

export const ColumnsEqual: Story = {
  render: () => (
    <Columns>
      <Tile>Company</Tile>
      <Tile>Agency</Tile>
      <Tile>Product</Tile>
    </Columns>
  ),
  play: async ({ canvas }) => {
    const a = canvas.getByText('Company').getBoundingClientRect();
    const b = canvas.getByText('Agency').getBoundingClientRect();
    await expect(Math.abs(a.width - b.width)).toBeLessThan(1);
  },
};

export const ColumnsCollapseWhenNarrow: Story = {
  render: () => (
    <div style={{ width: 480 }}>
      <Columns layout="sidebar">
        <Tile>Filters</Tile>
        <Tile>Consultant table</Tile>
      </Columns>
    </div>
  ),
  play: async ({ canvas }) => {
    const filters = canvas.getByText('Filters').getBoundingClientRect();
    const table = canvas.getByText('Consultant table').getBoundingClientRect();
    await expect(table.top).toBeGreaterThan(filters.bottom);
    await expect(Math.round(filters.width)).toBe(Math.round(table.width));
  },
};

export const ColumnsDesktopBreakpoint: Story = {
  render: () => (
    <div style={{ width: 800 }}>
      <Columns collapseBelow="desktop">
        <Tile>Company</Tile>
        <Tile>Agency</Tile>
      </Columns>
    </div>
  ),
  play: async ({ canvas }) => {
    const a = canvas.getByText('Company').getBoundingClientRect();
    const b = canvas.getByText('Agency').getBoundingClientRect();
    await expect(b.top).toBeGreaterThan(a.bottom);
  },
};

export const StackAligned: Story = {
  render: () => (
    <Stack gap="small" align="flex-start">
      <Button variant="secondary">Edit vacancy</Button>
      <Button variant="secondary">Invite search consultants</Button>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button');
    await expect(first!.getBoundingClientRect().left).toBe(second!.getBoundingClientRect().left);
    await expect(first!.getBoundingClientRect().width).toBeLessThan(second!.getBoundingClientRect().width);
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(8);
  },
};

export const StackAsList: Story = {
  render: () => (
    <Stack as="ul" gap="xsmall">
      <li>Invited</li>
      <li>Applied</li>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="space-between">
      <Tile>3 candidates</Tile>
      <Button>Invite search consultants</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button').getBoundingClientRect();
    const container = canvas.getByRole('button').parentElement!.getBoundingClientRect();
    await expect(Math.round(container.right - button.right)).toBe(0);
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  render: () => (
    <div style={{ width: 360 }}>
      <Stack gap="small" dividers>
        <Inline gap="xsmall">
          <Tile>Personalberaterinnen und Personalberater</Tile>
          <Tile>Kandidatenvorschläge</Tile>
        </Inline>
        <Tile>Stellenausschreibung vorübergehend pausieren</Tile>
      </Stack>
    </div>
  ),
  play: async ({ canvas }) => {
    const tile = canvas.getByText('Personalberaterinnen und Personalberater');
    await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(tile.parentElement!.getBoundingClientRect().right + 1);
    await expect(canvas.getByText('Kandidatenvorschläge').getBoundingClientRect().top).toBeGreaterThan(tile.getBoundingClientRect().top);
  },
};

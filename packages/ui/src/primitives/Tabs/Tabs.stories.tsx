import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria/I18nProvider';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Tabs } from './Tabs';

const items = [
  { id: 'details', label: 'Details', content: 'Head of Finance, Zürich, 100%' },
  { id: 'consultants', label: 'Search consultants', content: '3 invited, 1 applied' },
  { id: 'candidates', label: 'Candidates', content: 'No candidates yet' },
  { id: 'history', label: 'History', content: 'Published on 2 March 2026', isDisabled: true },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { 'aria-label': 'Vacancy', items, onSelectionChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Views of one record next to each other. Arrow keys move between tabs, Tab moves into the panel. Use it for parallel views, not for steps (use the **Stepper** widget).',
      },
    },
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Head of Finance');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Search consultants' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('consultants');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Mouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No candidates yet');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    'aria-label': 'Stelle',
    items: [
      { id: 'a', label: 'Stellenbeschreibung und Anforderungen', content: 'Inhalt' },
      { id: 'b', label: 'Personalberaterinnen und Personalberater', content: 'Inhalt' },
      { id: 'c', label: 'Kandidatenvorschläge', content: 'Inhalt' },
    ],
  },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

export const HomeEndAndDisabled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    // History is disabled: ArrowRight skips it and wraps to the first tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('details');
  },
};

export const TabIntoPanel: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Controlled: Story = {
  args: { selectedKey: 'candidates' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('details');
    // The caller owns the selection: it stays until the caller changes selectedKey.
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ArrowLeftSkipsDisabled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // From the first tab ArrowLeft wraps to the end, skipping the disabled History tab.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('candidates');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No candidates yet');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', canvas.getByRole('tab', { name: 'Candidates' }).id);
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-controls', canvas.getByRole('tabpanel').id);
    // One tab stop: the selected tab; the others (and the disabled one) are out of the Tab order.
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tab', { name: 'History' })).not.toHaveAttribute('tabindex');
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <I18nProvider locale="he-IL">
      <div dir="rtl">
        <Tabs {...args} />
      </div>
    </I18nProvider>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    // Right to left the first tab is on the right: ArrowLeft moves to the next one.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Search consultants' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('consultants');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'consultants' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Search consultants' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No candidates yet');
    // Clicking the selected tab again changes nothing.
    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
  },
};

export const PanelWithControls: Story = {
  args: {
    items: [
      { id: 'details', label: 'Details', content: <Button variant="secondary">Edit details</Button> },
      { id: 'history', label: 'History', content: 'Published on 2 March 2026' },
    ],
  },
  play: async ({ canvas }) => {
    // A panel with something to focus is no tab stop itself: Tab goes from the tab to its content.
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit details' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

const preloadConsultants = fn();
const preloadCandidates = fn();

/** A lazy tab content starts loading when its tab is hovered or focused (`onPreload`), before it is chosen. */
export const Preload: Story = {
  args: {
    items: items.map((item) =>
      item.id === 'consultants'
        ? { ...item, onPreload: preloadConsultants }
        : item.id === 'candidates'
          ? { ...item, onPreload: preloadCandidates }
          : item,
    ),
  },
  play: async ({ canvas, args }) => {
    preloadConsultants.mockClear();
    preloadCandidates.mockClear();
    await userEvent.hover(canvas.getByRole('tab', { name: 'Candidates' }));
    await expect(preloadCandidates).toHaveBeenCalled();
    await expect(preloadConsultants).not.toHaveBeenCalled();
    await userEvent.unhover(canvas.getByRole('tab', { name: 'Candidates' }));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(preloadConsultants).toHaveBeenCalled();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('consultants');
  },
};

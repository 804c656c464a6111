import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onInvite = fn();
const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: 'No search consultants yet', description: 'Invite consultants who know this market to start receiving candidates.' },
  parameters: {
    docs: {
      description: {
        component:
          'Tells that a list or area is empty, why, and what to do next. Use it in tables, lists and panels instead of a blank space.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  args: { action: <Button onPress={onInvite}>Invite search consultants</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No search consultants yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Invite search consultants' }));
    await expect(onInvite).toHaveBeenCalled();
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, title: 'No results' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results' })).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Noch keine Personalberaterinnen und Personalberater eingeladen',
    description: 'Laden Sie Personalberater ein, die diesen Markt kennen, um Kandidatenvorschläge zu erhalten.',
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

/** The next step by keyboard: Tab reaches the action, Space and Enter both press it. */
export const Keyboard: Story = {
  args: { action: <Button onPress={onInvite}>Invite search consultants</Button> },
  play: async ({ canvas }) => {
    onInvite.mockClear();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Invite search consultants' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Enter}');
    await expect(onInvite).toHaveBeenCalledTimes(2);
    button.blur();
  },
};

/** As the only content of a page section the title is a level-2 heading. */
export const HeadingLevel2: Story = {
  args: { titleLevel: 2, title: 'No vacancies yet', description: 'Create your first vacancy to invite search consultants.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No vacancies yet' })).toBeVisible();
    await expect(canvas.getByText('Create your first vacancy to invite search consultants.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Phone width in German with the action: title, text and button wrap and stay inside, the button below the text. */
export const NarrowGermanWithAction: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Noch keine Personalberaterinnen und Personalberater eingeladen',
    description: 'Laden Sie Personalberater ein, die diesen Markt kennen, um Kandidatenvorschläge zu erhalten.',
    action: <Button onPress={onInvite}>Personalberaterinnen und Personalberater einladen</Button>,
  },
  render: (args) => (
    <div style={{ width: 280 }} data-testid="frame">
      <EmptyState {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const frame = canvas.getByTestId('frame');
    const text = canvas.getByText(/^Laden Sie Personalberater ein/);
    const button = canvas.getByRole('button', { name: 'Personalberaterinnen und Personalberater einladen' });
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(text.getBoundingClientRect().bottom);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    for (const el of Array.from(frame.querySelectorAll('*'))) {
      await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    }
  },
};

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

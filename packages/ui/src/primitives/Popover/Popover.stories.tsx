import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="ghost">Anna Meier</Button>,
    title: 'Anna Meier',
    children: (
      <>
        <p>Head of HR, Helvetia Pharma AG</p>
        <p>Zürich, Switzerland</p>
      </>
    ),
  },
  render: (args) => (
    <div style={{ padding: 40, minHeight: 260 }}>
      <Popover {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Content next to its trigger that the user may interact with: the user info card, filter details. Opens on press, closes on Escape or a click outside, and returns focus. For a plain hint use **Tooltip**; for a task use **Dialog**.',
      },
    },
  },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Meier' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Anna Meier' });
    await expect(within(dialog).getByRole('heading', { name: 'Anna Meier' })).toBeVisible();
    await expect(within(dialog).getByText('Head of HR, Helvetia Pharma AG')).toBeVisible();
    // Below the trigger, with the arrow between the two.
    const popover = dialog.closest('[data-placement]')!;
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
    const arrowSvg = popover.querySelector('svg')!;
    // Drawn pointing down; turned to point up at the trigger.
    await expect(getComputedStyle(arrowSvg).transform).not.toBe('none');
    const arrow = arrowSvg.getBoundingClientRect();
    await expect(arrow.top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom - 1);
    await expect(arrow.bottom).toBeLessThanOrEqual(dialog.getBoundingClientRect().top + 2);
  },
};

export const Above: Story = {
  args: { placement: 'top' },
  render: (args) => (
    <div style={{ paddingTop: 200, paddingLeft: 40 }}>
      <Popover {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Meier' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Anna Meier' });
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThan(trigger.getBoundingClientRect().top);
  },
};

export const KeyboardFlow: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Anna Meier' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anna Meier' });
    // Focus moves into the popover and returns to the trigger on Escape.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutsideCloses: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anna Meier' }));
    await screen.findByRole('dialog');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutVisibleTitle: Story = {
  args: {
    title: undefined,
    'aria-label': 'Contact details',
    trigger: <Button variant="secondary">Contact</Button>,
    children: <p>anna.meier@helvetia-pharma.example</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact details' });
    await expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Dr. Maximiliane Schmidt-Oberholzer',
    children: <p>Leiterin Personalgewinnung und Talentmanagement, Eidgenössische Versicherungsgesellschaft AG</p>,
    trigger: <Button variant="ghost">Dr. Maximiliane Schmidt-Oberholzer</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

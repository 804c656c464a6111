import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Offer date', onChange: fn(), placeholderValue: '2026-03-01' },
  render: (args) => (
    <div style={{ maxWidth: 300, minHeight: 400 }}>
      <DatePicker {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A calendar day: offer, signature and start dates. The value is a local date 'YYYY-MM-DD' (local midnight) that never shifts across time zones or when sent to the server. Type the day segment by segment or pick it from the calendar. Use `maxValue` for rules like “not later than today”.",
      },
    },
  },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Offer date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeVisible();
  },
};

export const PickFromCalendar: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.click(within(dialog).getByRole('button', { name: /15 March 2026/ }));
    await expect(args.onChange).toHaveBeenCalledWith('2026-03-15');
  },
};

export const TypeWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('15032026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-15');
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveTextContent('15');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-03-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /month/i })).toHaveTextContent('03');
    await expect(canvas.getByRole('spinbutton', { name: /year/i })).toHaveTextContent('2026');
  },
};

export const NotAfterToday: Story = {
  args: { defaultValue: '2026-03-20', maxValue: '2026-03-18', errorMessage: 'The date cannot be later than today' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The date cannot be later than today')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /19 March 2026/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2026-03-15' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Open calendar/ })).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Voraussichtliches Eintrittsdatum gemäss unterzeichnetem Arbeitsvertrag', defaultValue: '2026-03-15', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: /Tag/ })).toHaveTextContent('15');
    // Swiss German writes dd.MM.yyyy.
    await expect(canvas.getByRole('group', { name: /Eintrittsdatum/ })).toHaveTextContent(/15\.03\.2026/);
    await userEvent.click(canvas.getByRole('button', { name: /Kalender öffnen/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('März 2026');
    await expect(within(dialog).getByRole('button', { name: 'Vorheriger Monat' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Nächster Monat' })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This field is required')).toBeVisible();
    for (const segment of canvas.getAllByRole('spinbutton')) await expect(segment).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '2026-03-15' },
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveTextContent('15');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CalendarKeyboard: Story = {
  args: { defaultValue: '2026-03-15' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: /15 March 2026/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(within(dialog).getByRole('button', { name: /23 March 2026/ })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('April 2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-04-23');
  },
};

function ControlledDatePicker(props: Parameters<typeof DatePicker>[0]) {
  const [value, setValue] = useState<string | null>('2026-03-15');
  return (
    <div style={{ maxWidth: 300, minHeight: 400 }}>
      <DatePicker
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <output aria-label="Stored value">{value ?? ''}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDatePicker {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status', { name: 'Stored value' })).toHaveTextContent('2026-03-15');
    const day = canvas.getByRole('spinbutton', { name: /day/i });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-14');
    await expect(canvas.getByRole('status', { name: 'Stored value' })).toHaveTextContent('2026-03-14');
  },
};

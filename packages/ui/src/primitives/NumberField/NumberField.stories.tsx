import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Number of days', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <NumberField {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A number with bounds and steps, formatted for the language (1’000 in German, 1,000 in English): payment-term days, percentages, counts. For large amounts typed as plain digits use **NumericInput**.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 30, minValue: 0, maxValue: 365 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(31);
    const input = canvas.getByRole('textbox', { name: 'Number of days' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(29);
  },
};

export const Percent: Story = {
  args: { label: 'Success fee', defaultValue: 0.2, formatOptions: { style: 'percent' }, step: 0.01, minValue: 0, maxValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Success fee' })).toHaveValue('20%');
  },
};

export const ClampedToBounds: Story = {
  args: { defaultValue: 5, minValue: 0, maxValue: 10 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(input).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Number of days/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 100, label: 'FTE / Pensum (%)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Increase/ })).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Zahlungsfrist in Kalendertagen ab Rechnungsdatum', defaultValue: 1500, description: 'Üblich sind 30 Tage.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Erhöhen/ })).toBeVisible();
    // Swiss German groups thousands with an apostrophe.
    await expect((canvas.getByRole('textbox') as HTMLInputElement).value).toMatch(/^1\D500$/);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 30, label: 'Payment term (days)' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Payment term (days)' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('30');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 10, minValue: 0, maxValue: 20 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Number of days' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

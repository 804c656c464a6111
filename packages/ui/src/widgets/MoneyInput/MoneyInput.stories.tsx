import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';

function Controlled(props: MoneyInputProps) {
  const [value, setValue] = useState<number | null>(props.defaultValue ?? null);
  return (
    <div style={{ maxWidth: 320 }}>
      <MoneyInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Widgets/MoneyInput',
  component: MoneyInput,
  args: { label: 'Total yearly compensation package', currency: 'chf', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'A money amount in whole units, typed as digits only, with its currency (CHF or EUR) after the field and a read-back with thousands separators below. Built on **NumericInput**; the value is a number or null. Use it for packages, fees and revenues.',
      },
    },
  },
} satisfies Meta<typeof MoneyInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Total yearly compensation package' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByText('CHF')).toBeVisible();
    await expect(canvas.queryByText(/^Amount:/)).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypingDigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Total yearly compensation package' });
    await userEvent.type(input, '12a0x0-0.0');
    await expect(input).toHaveValue('120000');
    await expect(args.onChange).toHaveBeenLastCalledWith(120000);
    await expect(canvas.getByText('Amount: CHF 120,000')).toBeVisible();
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText(/^Amount:/)).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { defaultValue: 145000, currency: 'EUR', description: 'Fixed salary plus bonus, per year.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Total yearly compensation package' });
    await expect(input).toHaveValue('145000');
    await expect(input).toHaveAccessibleDescription('Fixed salary plus bonus, per year.');
    await expect(canvas.getByText('EUR')).toBeVisible();
    await expect(canvas.getByText('Amount: €145,000')).toBeVisible();
  },
};

export const PasteIsFiltered: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste("95'000 CHF");
    await expect(input).toHaveValue('95000');
    await expect(args.onChange).toHaveBeenLastCalledWith(95000);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Total yearly compensation package/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 18000, label: 'Success fee' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Success fee' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('18000');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  args: { defaultValue: 5000 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}7500');
    await expect(input).toHaveValue('7500');
    await userEvent.keyboard('{End}{Backspace}{Backspace}x');
    await expect(input).toHaveValue('75');
    await expect(args.onChange).toHaveBeenLastCalledWith(75);
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const ControlledFromOutside: Story = {
  render: (args) => {
    function Outside() {
      const [value, setValue] = useState<number | null>(60000);
      return (
        <div style={{ maxWidth: 320 }}>
          <MoneyInput {...args} value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(80000)}>
            80000
          </button>
        </div>
      );
    }
    return <Outside />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('60000');
    await userEvent.click(canvas.getByRole('button', { name: '80000' }));
    await expect(input).toHaveValue('80000');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Gesamtes jährliches Vergütungspaket inklusive variabler Anteile und Boni',
    currency: 'eur',
    description: 'Nur ganze Beträge ohne Tausendertrennzeichen.',
    isRequired: true,
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: /Gesamtes jährliches/ });
    await userEvent.type(input, '85000,50');
    await expect(input).toHaveValue('8500050');
    await expect(args.onChange).toHaveBeenLastCalledWith(8500050);
    // German (Swiss) grouping: the read-back groups the thousands, the field keeps bare digits.
    await expect(canvas.getByText(/^Betrag: /)).toHaveTextContent(/8.500.050/);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NumericInput, type NumericInputProps } from './NumericInput';

function Controlled(props: NumericInputProps) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <div style={{ maxWidth: 320 }}>
      <NumericInput
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
  title: 'Primitives/NumericInput',
  component: NumericInput,
  args: { label: 'Total yearly compensation package', currency: 'CHF', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'Whole amounts typed as digits only: compensation packages, fees. Letters and signs are refused while typing and removed from pasted text; arrows, Home/End, Delete, Backspace and shortcuts keep working. Use **NumberField** when the user should step a value with buttons or arrows, or when decimals are allowed.',
      },
    },
  },
} satisfies Meta<typeof NumericInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypingDigitsOnly: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Total yearly compensation package' });
    await userEvent.type(input, '12a0x0-0.0');
    await expect(input).toHaveValue('120000');
    await expect(args.onChange).toHaveBeenLastCalledWith('120000');
  },
};

export const PasteIsFiltered: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.paste("95'000 CHF");
    await expect(input).toHaveValue('95000');
  },
};

export const EditingKeysWork: Story = {
  args: { defaultValue: '60000' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('{End}{Backspace}{Backspace}{Home}{Delete}9');
    await expect(input).toHaveValue('900');
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await expect(input).toHaveValue('');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Total yearly compensation package/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '18000', label: 'Success fee' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Success fee' })).toBeDisabled();
    await expect(canvas.getByText('CHF')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Gesamtes jährliches Vergütungspaket inklusive variabler Anteile und Boni',
    currency: 'EUR',
    description: 'Nur ganze Beträge ohne Tausendertrennzeichen.',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Gesamtes jährliches/ });
    await userEvent.type(input, '85000,50');
    await expect(input).toHaveValue('8500050');
  },
};

export const PasteMixedText: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('{End}');
    // Chosen behaviour: pasted text is filtered to its digits, not refused as a whole.
    await userEvent.paste('2a3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

export const Filled: Story = {
  args: { defaultValue: '145000', description: 'Fixed salary plus bonus, per year.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Total yearly compensation package' });
    await expect(input).toHaveValue('145000');
    await expect(input).toHaveAccessibleDescription('Fixed salary plus bonus, per year.');
    await expect(canvas.getByText('CHF')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Total yearly compensation package/ })).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '120000' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('120000');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '5000' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}7500');
    await expect(input).toHaveValue('7500');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Backspace}{Shift>}{Home}{/Shift}x');
    // "x" is refused, so the selection stays and the value is unchanged by it.
    await expect(input).toHaveValue('700');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

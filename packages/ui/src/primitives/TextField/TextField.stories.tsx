import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Vacancy title', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A single line of text: names, titles, e-mail addresses. Use **TextArea** for several lines, **NumericInput** for amounts that must be digits only, **NumberField** for numbers with steps, **Select** when the value comes from a fixed list. Always give a visible label; a placeholder is only an example.',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'e.g. Head of Finance' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Vacancy title' });
    await userEvent.type(input, 'CFO');
    await expect(args.onChange).toHaveBeenLastCalledWith('CFO');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Head of Finance', description: 'Shown to search consultants in their invitation.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Vacancy title' });
    await expect(input).toHaveValue('Head of Finance');
    await expect(input).toHaveAccessibleDescription('Shown to search consultants in their invitation.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Vacancy title/ });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Vacancy title/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Head of Finance' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'REF-2026-041', label: 'Reference' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Reference' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('REF-2026-041');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Email: Story = {
  args: { label: 'E-mail', type: 'email', defaultValue: 'anna.meier@helvetia.example' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'Controller' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{End} Senior');
    await expect(input).toHaveValue('Controller Senior');
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Bezeichnung der ausgeschriebenen Position gemäss interner Stellenbeschreibung',
    description: 'Wird den eingeladenen Personalberaterinnen und Personalberatern in der Einladung angezeigt.',
    errorMessage: 'Dieses Feld ist erforderlich',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(erforderlich)')).toBeInTheDocument();
    const input = canvas.getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const ValidationWhileTyping: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    validationBehavior: 'aria',
    validate: (value: string) => (value === '' || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value) ? null : 'Enter a valid e-mail address'),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'anna.meier');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    // The box turns red from validation too, not only from an errorMessage prop.
    await expect(input.parentElement).toHaveAttribute('data-invalid', 'true');
    await userEvent.type(input, '@helvetia.example');
    await expect(input.parentElement).not.toHaveAttribute('data-invalid');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter a valid e-mail address')).not.toBeInTheDocument();
  },
};

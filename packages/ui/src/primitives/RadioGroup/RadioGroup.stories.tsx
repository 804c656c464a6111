import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Type', onChange: fn(), children: null },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="0">Company</Radio>
      <Radio value="1">Agency</Radio>
    </RadioGroup>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Exactly one of a few options that should all stay visible (payment term type, how to submit a candidate). For longer lists use **Select**; for on/off use **Checkbox** or **Switch**.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '0' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await userEvent.click(canvas.getByText('Agency'));
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

export const Keyboard: Story = {
  args: { defaultValue: '0' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Company' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Agency' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

export const Inline: Story = {
  args: { inline: true, label: 'Language' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="en">English</Radio>
      <Radio value="de">German</Radio>
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    const [en, de] = canvas.getAllByRole('radio');
    await expect(en!.getBoundingClientRect().top).toBeCloseTo(de!.getBoundingClientRect().top, 0);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose one of the options' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose one of the options')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Wie möchten Sie die Kandidatin einreichen?' },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <RadioGroup {...args} defaultValue="new">
        <Radio value="new">Neue Kandidatin mit allen Angaben und Unterlagen erfassen</Radio>
        <Radio value="existing">Bestehende Kandidatin aus meiner Liste bearbeiten und einreichen</Radio>
        <Radio value="copy">Kopie einer bestehenden Kandidatin erstellen</Radio>
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const Required: Story = {
  args: { isRequired: true, description: 'Decides how the fee is invoiced.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: /Type/ })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '0' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Agency'));
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Send a copy to the employer', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A yes/no choice that is applied when the form is sent: "send a copy", a consent. Use **Switch** for a setting that takes effect at once, and **CheckboxGroup** for several related choices under one label.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send a copy to the employer' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Send a copy to the employer'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'All consultants' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'All consultants' })).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, children: 'I confirm the candidate consented to the privacy notice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Send a copy to the employer'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="PDF pages"
      defaultValue={['attachments', 'mandatory-documents', 'data-protection']}
      description="Pages included in the download."
    >
      <Checkbox value="cover-page">Cover page</Checkbox>
      <Checkbox value="info">Info</Checkbox>
      <Checkbox value="attachments">Attachments</Checkbox>
      <Checkbox value="mandatory-documents">Mandatory documents</Checkbox>
      <Checkbox value="data-protection">Data protection</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'PDF pages' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Attachments' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Cover page' })).not.toBeChecked();
    await userEvent.click(canvas.getByText('Cover page'));
    await expect(canvas.getByRole('checkbox', { name: 'Cover page' })).toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Languages" isRequired errorMessage="Select at least one entry" inline>
      <Checkbox value="en">English</Checkbox>
      <Checkbox value="de">German</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select at least one entry')).toBeVisible();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    children:
      'Ich bestätige, dass die Kandidatin der Datenschutzerklärung schriftlich zugestimmt hat und die unterschriebene Erklärung vorliegt.',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByText(/Ich bestätige/));
    await expect(box).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Send a copy to the employer' });
    await userEvent.click(canvas.getByText('Send a copy to the employer'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('aria-readonly', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const GroupKeyboard: Story = {
  render: () => (
    <CheckboxGroup label="Languages" inline>
      <Checkbox value="en">English</Checkbox>
      <Checkbox value="de">German</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'English' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'German' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'English' })).not.toBeChecked();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Comment', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Several lines of plain text: a comment, a reject reason, a note. Use **TextField** for one line and the rich-text editor when the text needs formatting (messages, invitation texts).',
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'First line{Enter}Second line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const Filled: Story = {
  args: { rows: 5, defaultValue: 'The candidate has strong IFRS experience.\nAvailable from March.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveAttribute('rows', '5');
    await expect(box).toHaveValue('The candidate has strong IFRS experience.\nAvailable from March.');
  },
};

export const Invalid: Story = {
  args: { label: 'Reason', isRequired: true, errorMessage: 'This field is required' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Reason/ });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('This field is required');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Locked after sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: {
    label: 'Begründung für die Absage an die Personalberaterin (wird in Kopie mitgesendet)',
    description: 'Die Begründung ist für die Personalberaterin sichtbar, wenn Sie eine Kopie senden.',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Begründung/ })).toBeRequired();
  },
};

export const Required: Story = {
  args: { label: 'Reason', isRequired: true, description: 'Visible to the search consultant.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: /Reason/ });
    await expect(box).toBeRequired();
    await expect(canvas.getByText('(required)')).toBeInTheDocument();
    await expect(box).toHaveAccessibleDescription('Visible to the search consultant.');
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Sent to the employer on 15 March 2026.' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Comment' });
    await expect(box).toHaveAttribute('readonly');
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Sent to the employer on 15 March 2026.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 'Strong' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control} IFRS skills{Enter}Next line');
    await expect(box).toHaveValue('Strong IFRS skills\nNext line');
    await userEvent.tab();
    await expect(box).not.toHaveFocus();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: { label: 'Minimum rating', preset: 'rating', defaultValue: 3, onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Slider {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A minimum on a known scale, used by the consultant filters: `preset="rating"` (0–5, step 0.1) and `preset="percent"` (0–100, step 1). Use **NumberField** when an exact value matters more than a quick estimate.',
      },
    },
  },
} satisfies Meta<typeof Slider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rating: Story = {
  play: async ({ canvas, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' });
    await expect(thumb).toHaveAttribute('max', '5');
    await userEvent.click(thumb);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3.1);
    await expect(canvas.getByText('3.1')).toBeVisible();
  },
};

export const Percent: Story = {
  args: { label: 'Minimum interview ratio', preset: 'percent', defaultValue: 40 },
  play: async ({ canvas, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum interview ratio' });
    await userEvent.click(thumb);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(38);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Minimale Kundenzufriedenheit der Personalberater', preset: 'percent', defaultValue: 75 },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: /Kundenzufriedenheit/ });
    await expect(thumb).toHaveValue('75');
    await expect(canvas.getByRole('status')).toHaveTextContent(/^75\s?%$/);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 2.5 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const thumb = canvas.getByRole('slider', { name: 'Minimum rating' });
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.6);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.4);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(canvas.getByRole('status')).toHaveTextContent('0.0');
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('5.0');
  },
};

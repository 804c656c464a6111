import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StarRating } from './StarRating';

const meta = {
  title: 'Widgets/StarRating',
  component: StarRating,
  args: { label: 'Rating of Lea Schneider', onChange: fn(), defaultValue: 3 },
  parameters: {
    docs: {
      description: {
        component:
          'A rating of 0 to 5 stars in half steps: consultant ratings when hiring or cancelling, ratings in lists. As an input it is a slider (arrows ±½, PageUp/PageDown ±1, Home/End, click on a star’s half). `isReadOnly` shows it; a rating of −1 reads "New". For other numbers on a scale use **Slider**.',
      },
    },
  },
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Rating of Lea Schneider' });
    await expect(slider).toHaveAttribute('aria-valuenow', '3');
    await expect(slider).toHaveAttribute('aria-valuetext', '3 of 5 stars');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(slider).toHaveAttribute('aria-valuetext', '0 of 5 stars');
  },
};

/** The slider pattern's larger step: PageUp and PageDown move by a whole star, within 0–5. */
export const PageUpPageDown: Story = {
  args: { defaultValue: 2.5 },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider', { name: 'Rating of Lea Schneider' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await expect(slider).toHaveAttribute('aria-valuenow', '3.5');
    await expect(slider).toHaveAttribute('aria-valuetext', '3.5 of 5 stars');
    await userEvent.keyboard('{PageUp}{PageUp}');
    await expect(slider).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '4');
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{PageDown}{PageDown}');
    await expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await expect(slider).toHaveFocus();
  },
};

export const ClickHalfStar: Story = {
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider');
    const fourth = slider.querySelectorAll('svg')[3]!;
    const rect = fourth.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: fourth,
      coords: { clientX: rect.left + 2, clientY: rect.top + rect.height / 2 },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: fourth,
      coords: { clientX: rect.right - 2, clientY: rect.top + rect.height / 2 },
    });
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 4.5, label: undefined, 'aria-label': 'Rating' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rating: 4.5 of 5 stars' })).toBeVisible();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const New: Story = {
  args: { isReadOnly: true, value: -1, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Not rated yet' })).toHaveTextContent('New');
  },
};

export const NewAsInput: Story = {
  args: { value: -1 },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Not rated yet');
    await userEvent.click(slider);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.5);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongGermanText: Story = {
  globals: { locale: 'de' },
  args: { label: 'Bewertung der Zusammenarbeit mit Personalberaterin Dr. Maximiliane Schmidt-Oberholzer', defaultValue: 2.5 },
  render: (args) => (
    <div style={{ width: 280 }}>
      <StarRating {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider').getAttribute('aria-valuetext')).toMatch(/^2[.,]5 von 5 Sternen$/);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { dialogParameters } from '../FormDialog/storyHelpers';
import { confirmActionStories } from '../ConfirmActionDialog/confirmActionStories';
import { RequestTestimonialDialog } from './RequestTestimonialDialog';
import { requestTestimonialFixtures } from './RequestTestimonialDialog.fixtures';

const meta = {
  title: 'Dialogs/RequestTestimonialDialog',
  component: RequestTestimonialDialog,
  args: { employerName: 'Petra Keller', companyName: 'Helvetia Pharma AG', onSubmit: fn(async () => {}), onCancel: fn() },
  parameters: dialogParameters(
    'Request testimonials (001 §2.5) on the shared **ConfirmActionDialog**: an accepted search consultant asks the employer for a ' +
      'testimonial; No/Yes. `PUT /job-recruiter/{id}/request-testimonial` parses `statusCommentSchema`, so Yes sends `{ comment: null }`.',
  ),
} satisfies Meta<typeof RequestTestimonialDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const { stories, steps } = confirmActionStories({
  Dialog: RequestTestimonialDialog,
  name: /Request testimonial|Referenz anfragen/,
  message: /Send a testimonial request to Petra Keller at Helvetia Pharma AG\?/,
  trigger: 'Request testimonial',
  fixtures: requestTestimonialFixtures,
  refusedMessage: 'This is not possible in the current status: the vacancy is neither active nor closed.',
  isDismissable: true,
  german: {
    args: {
      employerName: 'Dr. Maximiliane Müller-Lüdenscheidt',
      companyName: 'Helvetia Pharma Forschungs- und Entwicklungsgesellschaft mbH',
    },
    message: /Dr\. Maximiliane Müller-Lüdenscheidt/,
  },
});

export const Default: Story = {
  ...stories.Default,
  play: async (context) => {
    await steps.Default(context);
    // Exactly the payload the server's call takes (the contract test sends the same to the server).
    await expect(context.args.onSubmit).toHaveBeenCalledWith({ comment: null });
  },
};
export const Submitting: Story = {
  ...stories.Submitting,
  play: async (context) => {
    await steps.Submitting(context);
    // Sent once, however often it is pressed while pending.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const RefusedMessage: Story = {
  ...stories.RefusedMessage,
  play: async (context) => {
    await steps.RefusedMessage(context);
    // Sent once; the refusal keeps the dialog open.
    await expect(context.args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
export const German: Story = {
  ...stories.German,
  play: async (context) => {
    await steps.German(context);
    // The title in German.
    await expect(screen.getByRole('heading', { name: 'Referenz anfragen' })).toBeVisible();
  },
};
export const Keyboard: Story = {
  ...stories.Keyboard,
  play: async (context) => {
    await steps.Keyboard(context);
    // Escape closed it once, without a cancel of its own.
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};
export const OutsideClickCloses: Story = {
  ...stories.OutsideClick,
  play: async (context) => {
    await steps.OutsideClick(context);
    // A click outside closes it, as a cancel.
    await expect(context.args.onCancel).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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

export const Default: Story = { ...stories.Default, play: async (context) => steps.Default(context, { comment: null }) };
export const Submitting: Story = { ...stories.Submitting, play: async (context) => steps.Submitting(context) };
export const RefusedMessage: Story = { ...stories.RefusedMessage, play: async (context) => steps.RefusedMessage(context) };
export const RefusedFieldErrors: Story = { ...stories.RefusedFieldErrors, play: async (context) => steps.RefusedFieldErrors(context) };
export const UnexpectedFailure: Story = { ...stories.UnexpectedFailure, play: async (context) => steps.UnexpectedFailure(context) };
export const German: Story = { ...stories.German, play: async (context) => steps.German(context, 'Referenz anfragen') };
export const Keyboard: Story = { ...stories.Keyboard, play: async (context) => steps.Keyboard(context) };
export const KeyboardNo: Story = { ...stories.KeyboardNo, play: async (context) => steps.KeyboardNo(context) };
export const OutsideClickCloses: Story = { ...stories.OutsideClick, play: async (context) => steps.OutsideClick(context) };

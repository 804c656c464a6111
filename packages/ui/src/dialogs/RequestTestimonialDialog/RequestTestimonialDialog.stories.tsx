import type { Meta } from '@storybook/react-vite';
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

const stories = confirmActionStories({
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
    title: 'Referenz anfragen',
    message: /Dr\. Maximiliane Müller-Lüdenscheidt/,
  },
});

// Each story names its play function (the shared set writes them), so Storybook's indexer sees it.
export const Default = { ...stories.Default, play: stories.Default.play };
export const Submitting = { ...stories.Submitting, play: stories.Submitting.play };
export const RefusedMessage = { ...stories.RefusedMessage, play: stories.RefusedMessage.play };
export const German = { ...stories.German, play: stories.German.play };
export const Keyboard = { ...stories.Keyboard, play: stories.Keyboard.play };
export const OutsideClickCloses = { ...stories.OutsideClick, play: stories.OutsideClick.play };

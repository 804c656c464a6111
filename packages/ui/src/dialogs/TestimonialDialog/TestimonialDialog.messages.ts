import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  titleWrite: {
    id: 'ui.testimonialDialog.titleWrite',
    defaultMessage: 'Write a testimonial',
    description: 'Title of the dialog in which an employer writes a testimonial for a search consultant (001 §7.8)',
  },
  titleEdit: {
    id: 'ui.testimonialDialog.titleEdit',
    defaultMessage: 'Edit testimonial',
    description: 'Title of the testimonial dialog when it changes an existing testimonial',
  },
  about: {
    id: 'ui.testimonialDialog.about',
    defaultMessage:
      'For {consultant}, on the vacancy “{vacancy}”. {consultant} sees it first and decides whether it shows on their profile.',
    description: 'What the testimonial is about and who decides whether it is shown',
  },
  content: { id: 'ui.testimonialDialog.content', defaultMessage: 'Testimonial', description: 'Label of the testimonial text (required)' },
  cancel: { id: 'ui.testimonialDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the testimonial dialog' },
  send: {
    id: 'ui.testimonialDialog.send',
    defaultMessage: 'Send',
    description: 'Confirm button of the testimonial dialog when writing one',
  },
  save: {
    id: 'ui.testimonialDialog.save',
    defaultMessage: 'Save',
    description: 'Confirm button of the testimonial dialog when editing one',
  },
});

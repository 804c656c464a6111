import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.requestTestimonialDialog.title',
    defaultMessage: 'Request testimonial',
    description: 'Title of the dialog in which a search consultant asks the employer for a testimonial (001 §2.5)',
  },
});

const typed = defineMessages<{ message: { name: string; company: string } }>({
  message: {
    id: 'ui.requestTestimonialDialog.message',
    defaultMessage: 'Send a testimonial request to {name} at {company}?',
    description: 'Question of the request-testimonial dialog; {name} is the employer person’s full name, {company} their company',
  },
});

/** "Send a testimonial request to Petra Keller at Helvetia Pharma AG?" */
export function formatMessage(intl: IntlShape, name: string, company: string): string {
  return intl.formatMessage(typed.message as MessageDescriptor, { name, company });
}

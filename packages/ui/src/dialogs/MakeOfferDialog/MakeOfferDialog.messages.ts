import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.makeOfferDialog.title',
    defaultMessage: 'Make offer',
    description: 'Title of the dialog in which the employer records an offer made to a candidate (000 §2)',
  },
  creationDate: {
    id: 'ui.makeOfferDialog.creationDate',
    defaultMessage: 'Date of the offer',
    description: 'Label of the admin-only date on which the offer was made (required, not after today)',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.makeOfferDialog.intro',
    defaultMessage: 'You make {name} an offer. The search consultant is told.',
    description: 'Explanation at the top of the make-offer dialog; {name} is the candidate’s full name',
  },
});

/** "You make Sophie Weber an offer. …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}

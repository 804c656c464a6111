import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.activateConsultantDialog.title',
    defaultMessage: 'Activate search consultant',
    description: 'Title of the dialog in which the employer accepts a search consultant’s request to work on a vacancy (001 §2.5)',
  },
});

const typed = defineMessages<{ message: { name: string; vacancy: string } }>({
  message: {
    id: 'ui.activateConsultantDialog.message',
    defaultMessage: 'Accept the request of {name} to work on the vacancy {vacancy}? They can then submit candidates to it.',
    description: 'Question of the activate-consultant dialog; {name} is the search consultant’s full name, {vacancy} the vacancy title',
  },
});

/** "Accept the request of Anna Brunner to work on the vacancy …?" */
export function formatMessage(intl: IntlShape, name: string, vacancy: string): string {
  return intl.formatMessage(typed.message as MessageDescriptor, { name, vacancy });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.reactivateConsultantDialog.title',
    defaultMessage: 'Reactivate search consultant',
    description: 'Title of the dialog in which the employer accepts a rejected search consultant on a vacancy again (001 §2.5)',
  },
});

const typed = defineMessages<{ message: { name: string; vacancy: string } }>({
  message: {
    id: 'ui.reactivateConsultantDialog.message',
    defaultMessage: 'Reactivate {name} on the vacancy {vacancy}? They can then submit candidates to it again.',
    description: 'Question of the reactivate-consultant dialog; {name} is the search consultant’s full name, {vacancy} the vacancy title',
  },
});

/** "Reactivate Anna Brunner on the vacancy …?" */
export function formatMessage(intl: IntlShape, name: string, vacancy: string): string {
  return intl.formatMessage(typed.message as MessageDescriptor, { name, vacancy });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.rejectConsultantDialog.title',
    defaultMessage: 'Reject search consultant',
    description: 'Title of the dialog in which the employer rejects a search consultant on a vacancy (001 §2.5)',
  },
  sendCopyToRecruiter: {
    id: 'ui.rejectConsultantDialog.sendCopyToRecruiter',
    defaultMessage: 'Send a copy to the search consultant',
    description: 'Checkbox of the reject-consultant dialog: the consultant gets the reason by e-mail',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.rejectConsultantDialog.intro',
    defaultMessage: '{name} no longer works on this vacancy and cannot submit candidates to it.',
    description: 'Explanation at the top of the reject-consultant dialog; {name} is the search consultant’s full name',
  },
});

/** "Anna Muster no longer works on this vacancy …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}

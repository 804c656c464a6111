import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.rejectCandidateDialog.title',
    defaultMessage: 'Reject candidate',
    description: 'Title of the dialog in which the employer rejects a candidate (000 §2)',
  },
});

const typed = defineMessages<{ intro: { name: string } }>({
  intro: {
    id: 'ui.rejectCandidateDialog.intro',
    defaultMessage: '{name} is rejected for this vacancy. The search consultant is told.',
    description: 'Explanation at the top of the reject-candidate dialog; {name} is the candidate’s full name',
  },
});

/** "Sophie Weber is rejected for this vacancy. …" */
export function formatIntro(intl: IntlShape, name: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name });
}

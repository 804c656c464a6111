import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.declineInvitationDialog.title',
    defaultMessage: 'Decline invitation',
    description: 'Title of the dialog in which an invited search consultant declines to work on a vacancy (001 §2.5)',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.declineInvitationDialog.intro',
    defaultMessage: 'You decline the invitation to work on “{title}”. The employer sees your reason.',
    description: 'Explanation at the top of the decline-invitation dialog; {title} is the vacancy title',
  },
});

/** "You decline the invitation to work on “Head of …”. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

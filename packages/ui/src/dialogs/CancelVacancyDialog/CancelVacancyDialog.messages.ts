import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.cancelVacancyDialog.title',
    defaultMessage: 'Cancel vacancy',
    description: 'Title of the dialog in which the employer (or an admin) cancels a vacancy (001 §2.5)',
  },
  suppressNotifications: {
    id: 'ui.cancelVacancyDialog.suppressNotifications',
    defaultMessage: 'Don’t send notification to employer and search consultants',
    description: 'Admin-only checkbox of the cancel-vacancy dialog: nobody is told by e-mail that the vacancy was cancelled',
  },
  ratings: {
    id: 'ui.cancelVacancyDialog.ratings',
    defaultMessage: 'Rate the search consultants who supplied candidates',
    description: 'Label of the group of star ratings in the cancel-vacancy dialog, one per search consultant who submitted candidates',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.cancelVacancyDialog.intro',
    defaultMessage: 'You cancel the vacancy “{title}”. Search consultants can no longer work on it.',
    description: 'Explanation at the top of the cancel-vacancy dialog; {title} is the vacancy title',
  },
});

/** "You cancel the vacancy “Head of …”. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

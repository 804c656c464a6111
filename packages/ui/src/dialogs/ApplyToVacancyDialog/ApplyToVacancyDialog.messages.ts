import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.applyToVacancyDialog.title',
    defaultMessage: 'Apply to work on the vacancy',
    description: 'Title of the dialog in which a search consultant applies to work on a vacancy (001 §2.5 Apply)',
  },
  coverLetter: {
    id: 'ui.applyToVacancyDialog.coverLetter',
    defaultMessage: 'Cover letter',
    description: 'Label of the required rich-text cover letter of the apply dialog',
  },
  notes: {
    id: 'ui.applyToVacancyDialog.notes',
    defaultMessage: 'Please note',
    description: 'Title of the three rules shown in the apply dialog',
  },
  noteRecipient: {
    id: 'ui.applyToVacancyDialog.noteRecipient',
    defaultMessage: 'Your cover letter is sent to the client’s recruiter.',
    description: 'Rule in the apply dialog: who reads the cover letter (the employer’s recruiter of the vacancy)',
  },
  noteNoContact: {
    id: 'ui.applyToVacancyDialog.noteNoContact',
    defaultMessage: 'Until your application is approved, do not advertise the position and do not contact candidates about it.',
    description: 'Rule in the apply dialog: no advertising and no contact with candidates before the employer approves the consultant',
  },
  noteConsent: {
    id: 'ui.applyToVacancyDialog.noteConsent',
    defaultMessage: 'Only submit candidates who have consented in writing to be submitted.',
    description: 'Rule in the apply dialog: only candidates with a written consent may be submitted',
  },
  no: { id: 'ui.applyToVacancyDialog.no', defaultMessage: 'No', description: 'Cancel button of the apply dialog' },
  yes: {
    id: 'ui.applyToVacancyDialog.yes',
    defaultMessage: 'Yes',
    description: 'Confirm button of the apply dialog: sends the application',
  },
});

const typed = defineMessages<{ intro: { title: string }; contactLanguage: { language: string } }>({
  intro: {
    id: 'ui.applyToVacancyDialog.intro',
    defaultMessage: 'You apply to work on “{title}”. The employer decides whether to accept you.',
    description: 'Explanation at the top of the apply dialog; {title} is the vacancy title',
  },
  contactLanguage: {
    id: 'ui.applyToVacancyDialog.contactLanguage',
    defaultMessage: 'All communication from search consultants should be composed in {language}.',
    description: 'Shown in the apply dialog when the vacancy has a contact language; {language} is its name, e.g. "German"',
  },
});

/** "You apply to work on “Head of …”. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

/** "All communication … should be composed in German." with the language's name in the user's language. */
export function formatContactLanguage(intl: IntlShape, code: string): string {
  const language = intl.formatDisplayName(code, { type: 'language' }) ?? code;
  return intl.formatMessage(typed.contactLanguage as MessageDescriptor, { language });
}

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.candidateConsentDialog.title',
    defaultMessage: 'Candidate data-privacy consent',
    description:
      'Title of the dialog in which a search consultant records that the candidate consented to the data-privacy notice (000 §2)',
  },
  privacyText: {
    id: 'ui.candidateConsentDialog.privacyText',
    defaultMessage:
      'The Candidate Privacy Notice explains which of the candidate’s data the platform stores, that it is passed to the employers of the vacancies the candidate is submitted to, how long it is kept, and that the candidate may withdraw the consent at any time. Submissions without the notice duly signed are rejected as incomplete.',
    description: 'The data-privacy text of the consent dialog: what the candidate consents to',
  },
  locale: {
    id: 'ui.candidateConsentDialog.locale',
    defaultMessage: 'Language of the signed notice',
    description: 'Label of the choice of the language version (English or German) of the privacy notice the candidate signed',
  },
  en: { id: 'ui.candidateConsentDialog.en', defaultMessage: 'English', description: 'Option: the candidate signed the English notice' },
  de: { id: 'ui.candidateConsentDialog.de', defaultMessage: 'German', description: 'Option: the candidate signed the German notice' },
  confirm: {
    id: 'ui.candidateConsentDialog.confirm',
    defaultMessage: 'Confirm',
    description: 'Confirm button of the consent dialog: records the consent',
  },
  cancel: { id: 'ui.candidateConsentDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the consent dialog' },
});

const typed = defineMessages<{ intro: { candidate: string }; tick: { candidate: string } }>({
  intro: {
    id: 'ui.candidateConsentDialog.intro',
    defaultMessage: 'Record that {candidate} has consented to the processing of their data.',
    description: 'Explanation at the top of the consent dialog; {candidate} is the candidate’s full name',
  },
  tick: {
    id: 'ui.candidateConsentDialog.tick',
    defaultMessage: '{candidate} has read and signed the Candidate Privacy Notice and consents to the processing of their data.',
    description: 'The tick box of the consent dialog; Confirm stays disabled until it is ticked; {candidate} is the candidate’s full name',
  },
});

/** "Record that Lena Vogel has consented …" */
export function formatIntro(intl: IntlShape, candidate: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { candidate });
}

/** "Lena Vogel has read and signed …" */
export function formatTick(intl: IntlShape, candidate: string): string {
  return intl.formatMessage(typed.tick as MessageDescriptor, { candidate });
}

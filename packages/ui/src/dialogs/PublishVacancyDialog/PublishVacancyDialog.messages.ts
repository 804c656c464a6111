import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.publishVacancyDialog.title',
    defaultMessage: 'Publish vacancy',
    description: 'Title of the dialog that publishes a draft vacancy',
  },
  payment: {
    id: 'ui.publishVacancyDialog.payment',
    defaultMessage:
      'Publishing a draft is its “pay for publication” step (001 §4.1). No payment is taken here: the vacancy is published as soon as you accept the terms.',
    description:
      'Note of the publish dialog: the rule that a draft is paid for on publication, and that this platform takes no payment now',
  },
  terms: {
    id: 'ui.publishVacancyDialog.terms',
    defaultMessage: 'Terms and conditions (PDF)',
    description: 'Link to the terms and conditions document the employer accepts when publishing',
  },
  loadingTerms: {
    id: 'ui.publishVacancyDialog.loadingTerms',
    defaultMessage: 'Loading the terms…',
    description: 'Shown instead of the terms link while it loads',
  },
  accept: {
    id: 'ui.publishVacancyDialog.accept',
    defaultMessage: 'I accept the terms and conditions',
    description: 'Checkbox the employer must tick before publishing a vacancy',
  },
  cancel: {
    id: 'ui.publishVacancyDialog.cancel',
    defaultMessage: 'Not now',
    description: 'Closes the publish dialog; the draft stays a draft',
  },
  confirm: { id: 'ui.publishVacancyDialog.confirm', defaultMessage: 'Publish', description: 'Publishes the vacancy' },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.publishVacancyDialog.intro',
    defaultMessage: '“{title}” will be visible to search consultants, who may then ask to work on it.',
    description: 'First sentence of the publish dialog, naming the vacancy',
  },
});

export const formatIntro = (intl: IntlShape, title: string) => intl.formatMessage(typed.intro, { title });

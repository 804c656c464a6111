import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  actions: { id: 'ui.candidateRow.actions', defaultMessage: 'Actions', description: 'Menu button of a candidate row' },
  consent: {
    id: 'ui.candidateRow.consent',
    defaultMessage: 'Consent recorded',
    description: 'Badge of a candidate whose data-privacy consent is recorded',
  },
  noConsent: { id: 'ui.candidateRow.noConsent', defaultMessage: 'No consent', description: 'Badge of a candidate without consent' },
});

export const counted = defineMessages({
  running: {
    id: 'ui.candidateRow.running',
    defaultMessage: '{count, plural, =0 {no running applications} one {# running application} other {# running applications}}',
    description: 'How many of the candidate’s applications are still running',
  },
});

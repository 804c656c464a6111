import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  since: {
    id: 'ui.consultantRow.since',
    defaultMessage: 'since {date}',
    description: 'When the search consultant got their current status on the vacancy, after the status badge',
  },
  candidates: {
    id: 'ui.consultantRow.candidates',
    defaultMessage: '{count, plural, =0 {no candidates submitted} one {# candidate submitted} other {# candidates submitted}}',
    description: 'How many candidates the search consultant submitted to the vacancy',
  },
  actions: {
    id: 'ui.consultantRow.actions',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of the group of action buttons of one search consultant on a vacancy',
  },
});

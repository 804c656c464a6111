import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'ui.spinner.loading',
    defaultMessage: 'Loading…',
    description: 'Accessible name of a spinner that shows that something is loading',
  },
});

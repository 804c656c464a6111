import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  pending: {
    id: 'ui.button.pending',
    defaultMessage: 'Please wait…',
    description: 'Announced while a button waits for its action to finish',
  },
});

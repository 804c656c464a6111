import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  required: {
    id: 'ui.field.required',
    defaultMessage: ' (required)',
    description: 'Screen-reader text after the asterisk of a required field label; keep the leading space and the brackets',
  },
});

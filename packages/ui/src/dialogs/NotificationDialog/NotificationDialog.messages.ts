import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  ok: {
    id: 'ui.notificationDialog.ok',
    defaultMessage: 'OK',
    description: 'The one action of a notification dialog: closes it',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  ok: { id: 'ui.notifications.ok', defaultMessage: 'Ok', description: 'Button that dismisses a success or error bar' },
  region: {
    id: 'ui.notifications.region',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the area where success and error bars appear',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  menu: {
    id: 'ui.mainNav.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens and closes the main navigation on narrow screens',
  },
});

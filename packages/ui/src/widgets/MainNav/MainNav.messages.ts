import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  menu: {
    id: 'ui.mainNav.menu',
    defaultMessage: 'Menu',
    description: 'Button that opens and closes the main navigation on narrow screens',
  },
  countOver: {
    id: 'ui.mainNav.countOver',
    defaultMessage: '{max, number}+',
    description: 'The count after an entry (unread messages) when it is over the most shown: "99+"',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  newTab: {
    id: 'ui.link.newTab',
    defaultMessage: ' (opens in a new tab)',
    description: 'Screen-reader text after an external link; keep the leading space',
  },
});

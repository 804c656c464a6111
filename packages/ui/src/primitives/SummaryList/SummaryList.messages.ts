import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  notGiven: {
    id: 'ui.summaryList.notGiven',
    defaultMessage: 'Not given',
    description: 'Read by screen readers for an empty value in a list of key facts (shown as a dash); not visible',
  },
});

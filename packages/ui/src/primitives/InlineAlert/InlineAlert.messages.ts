import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  critical: {
    id: 'ui.inlineAlert.critical',
    defaultMessage: 'Error',
    description: 'Read by screen readers before the text of a red (critical) inline alert; not visible',
  },
  caution: {
    id: 'ui.inlineAlert.caution',
    defaultMessage: 'Warning',
    description: 'Read by screen readers before the text of an amber (caution) inline alert; not visible',
  },
  positive: {
    id: 'ui.inlineAlert.positive',
    defaultMessage: 'Success',
    description: 'Read by screen readers before the text of a green (positive) inline alert; not visible',
  },
  info: {
    id: 'ui.inlineAlert.info',
    defaultMessage: 'Note',
    description: 'Read by screen readers before the text of a blue (info) inline alert; not visible',
  },
});

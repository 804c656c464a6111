import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  placeholder: { id: 'ui.select.placeholder', defaultMessage: 'Select…', description: 'Shown in a select while nothing is chosen' },
  empty: { id: 'ui.select.empty', defaultMessage: 'No options', description: 'Shown in an open select without options' },
});

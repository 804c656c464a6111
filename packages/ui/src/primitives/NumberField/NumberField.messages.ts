import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  increment: { id: 'ui.numberField.increment', defaultMessage: 'Increase', description: 'Label of the + button of a number field' },
  decrement: { id: 'ui.numberField.decrement', defaultMessage: 'Decrease', description: 'Label of the − button of a number field' },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: {
    id: 'ui.datePicker.open',
    defaultMessage: 'Open calendar',
    description: 'Label of the button that opens the calendar of a date field',
  },
  previous: { id: 'ui.datePicker.previousMonth', defaultMessage: 'Previous month', description: 'Calendar button' },
  next: { id: 'ui.datePicker.nextMonth', defaultMessage: 'Next month', description: 'Calendar button' },
});

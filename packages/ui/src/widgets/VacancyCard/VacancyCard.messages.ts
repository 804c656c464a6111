import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  published: {
    id: 'ui.vacancyCard.published',
    defaultMessage: 'published {date}',
    description: 'When the vacancy was published, in the line of facts of a vacancy card',
  },
  positions: {
    id: 'ui.vacancyCard.positions',
    defaultMessage: '{count, plural, one {# position} other {# positions}}',
    description: 'How many people the vacancy seeks, in the line of facts of a vacancy card',
  },
});

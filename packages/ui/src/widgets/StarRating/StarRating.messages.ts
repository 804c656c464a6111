import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  new: { id: 'ui.starRating.new', defaultMessage: 'New', description: 'Shown instead of stars for a consultant without any rating yet' },
  newLabel: { id: 'ui.starRating.newLabel', defaultMessage: 'Not rated yet', description: 'Accessible name of the "New" rating' },
});

/** Messages with values are typed with them. */
const valueMessages = defineMessages<{ value: { value: string; max: string }; labelled: { label: string; value: string } }>({
  value: {
    id: 'ui.starRating.value',
    defaultMessage: '{value} of {max} stars',
    description: 'Accessible value of a star rating, e.g. "3.5 of 5 stars"',
  },
  labelled: {
    id: 'ui.starRating.labelled',
    defaultMessage: '{label}: {value}',
    description: 'Accessible name of a read-only rating: its label, then its value',
  },
});

/** "3.5 of 5 stars" in the user's language. */
export function formatRatingValue(intl: IntlShape, value: number, max: number): string {
  return intl.formatMessage(valueMessages.value, { value: intl.formatNumber(value), max: intl.formatNumber(max) });
}

/** "Rating: 3.5 of 5 stars". */
export function formatLabelled(intl: IntlShape, label: string, value: string): string {
  return intl.formatMessage(valueMessages.labelled, { label, value });
}

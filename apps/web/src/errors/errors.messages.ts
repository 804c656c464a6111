import { defineMessages } from 'react-intl';

/** Texts of the global error handler (000 §8). */
export const messages = defineMessages({
  accessDenied: {
    id: 'web.errors.accessDenied',
    defaultMessage: 'Access denied',
    description: 'Error bar for a 403 answer without a message from the server',
  },
  notFound: {
    id: 'web.errors.notFound',
    defaultMessage: 'Not found',
    description: 'Error bar for a 404 answer without a message from the server',
  },
  tooManyRequests: {
    id: 'web.errors.tooManyRequests',
    defaultMessage: 'Too many requests. Please wait.',
    description: 'Error bar for a 429 answer without a message from the server',
  },
  somethingWentWrong: {
    id: 'web.errors.somethingWentWrong',
    defaultMessage: 'Something went wrong',
    description: 'Error bar in production for any failure the catalogue has no own text for (5xx, no answer)',
  },
  invalid: {
    id: 'web.errors.invalid',
    defaultMessage: 'Please check your input.',
    description: 'Error bar for a 400/422 answer that carries neither field messages nor a message',
  },
});

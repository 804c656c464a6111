import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: { id: 'ui.loadingOverlay.loading', defaultMessage: 'Loading…', description: 'Text under the spinner while a page loads' },
  productName: {
    id: 'ui.loadingOverlay.productName',
    defaultMessage: 'Mandate',
    description: 'The product name shown as the logo while loading',
  },
});

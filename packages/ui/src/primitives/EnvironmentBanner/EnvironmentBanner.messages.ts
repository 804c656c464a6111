import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  dev: {
    id: 'ui.environmentBanner.dev',
    defaultMessage: 'Development environment',
    description: 'Banner at the top of the page in the development environment',
  },
  sandbox: {
    id: 'ui.environmentBanner.sandbox',
    defaultMessage: 'Sandbox environment: test data only',
    description: 'Banner at the top of the page in the sandbox environment',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'ui.formDialog.loading',
    defaultMessage: 'Opening…',
    description: 'Shown while a dialog loads the first time it opens',
  },
  failed: {
    id: 'ui.formDialog.failed',
    defaultMessage: 'This could not be saved. Your input is kept: please try again.',
    description:
      'Shown above the buttons of a form dialog when sending failed for a reason other than a refusal by the server (network, server error)',
  },
});

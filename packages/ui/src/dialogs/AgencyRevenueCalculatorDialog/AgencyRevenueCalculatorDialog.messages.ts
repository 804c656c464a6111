import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.agencyRevenueCalculatorDialog.title',
    defaultMessage: 'Agency revenue calculator',
    description: 'Title of the dialog with the agency revenue calculator (001 §2.5, §9)',
  },
  cancel: {
    id: 'ui.agencyRevenueCalculatorDialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the revenue calculator (it saves nothing)',
  },
});

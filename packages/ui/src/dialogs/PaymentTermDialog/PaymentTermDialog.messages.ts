import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  editTitle: {
    id: 'ui.paymentTermDialog.editTitle',
    defaultMessage: 'Edit payment term',
    description: 'Title of the payment term form when it edits an existing term (001 §2.5)',
  },
  addTitle: {
    id: 'ui.paymentTermDialog.addTitle',
    defaultMessage: 'Add new payment term',
    description: 'Title of the payment term form when it creates a term (001 §2.5)',
  },
  label: {
    id: 'ui.paymentTermDialog.label',
    defaultMessage: 'Show it as',
    description: 'Label of the required text under which the payment term is shown, e.g. "30 days net"',
  },
  days: {
    id: 'ui.paymentTermDialog.days',
    defaultMessage: 'Number of days',
    description: 'Label of the required number of days of the payment term (digits only)',
  },
  daysUnit: {
    id: 'ui.paymentTermDialog.daysUnit',
    defaultMessage: 'days',
    description: 'Unit shown after the number in the number-of-days field',
  },
  mode: {
    id: 'ui.paymentTermDialog.mode',
    defaultMessage: 'Type',
    description: 'Label of the radio group: whether the payment term applies to companies or agencies',
  },
  company: {
    id: 'ui.paymentTermDialog.company',
    defaultMessage: 'Company',
    description: 'Payment term type 0: the term applies to companies (employers)',
  },
  agency: {
    id: 'ui.paymentTermDialog.agency',
    defaultMessage: 'Agency',
    description: 'Payment term type 1: the term applies to agencies (search consultants)',
  },
  cancel: { id: 'ui.paymentTermDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the payment term form' },
  save: { id: 'ui.paymentTermDialog.save', defaultMessage: 'Save', description: 'Confirm button of the payment term form: saves the term' },
});

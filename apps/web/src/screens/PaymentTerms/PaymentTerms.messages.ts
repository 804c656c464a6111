import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.paymentTerms.title', defaultMessage: 'Payment terms', description: 'Heading of the payment terms page' },
  back: { id: 'web.paymentTerms.back', defaultMessage: 'Home', description: 'Back link of the payment terms page, to the home page' },
  intro: {
    id: 'web.paymentTerms.intro',
    defaultMessage:
      'The terms of payment companies and agencies choose from: how a term is shown, its days and whether it is for companies or agencies.',
    description: 'Under the heading of the payment terms page: what payment terms are',
  },
  manage: {
    id: 'web.paymentTerms.manage',
    defaultMessage: 'Manage payment terms',
    description: 'Button that opens the payment terms dialog (add, edit, delete)',
  },
  list: { id: 'web.paymentTerms.list', defaultMessage: 'Payment terms', description: 'Accessible name of the table of payment terms' },
  colLabel: { id: 'web.paymentTerms.colLabel', defaultMessage: 'Shown as', description: 'Column of the payment terms table: the label' },
  colDays: { id: 'web.paymentTerms.colDays', defaultMessage: 'Days', description: 'Column of the payment terms table: the number of days' },
  colMode: { id: 'web.paymentTerms.colMode', defaultMessage: 'For', description: 'Column of the payment terms table: company or agency' },
  company: { id: 'web.paymentTerms.company', defaultMessage: 'Companies', description: 'A payment term for companies (mode 0)' },
  agency: { id: 'web.paymentTerms.agency', defaultMessage: 'Agencies', description: 'A payment term for agencies (mode 1)' },
  empty: {
    id: 'web.paymentTerms.empty',
    defaultMessage: 'There are no payment terms yet.',
    description: 'The payment terms table without terms',
  },
  loading: {
    id: 'web.paymentTerms.loading',
    defaultMessage: 'Loading the payment terms…',
    description: 'Accessible name of the page while the terms load',
  },
  failed: {
    id: 'web.paymentTerms.failed',
    defaultMessage: 'The payment terms could not be loaded.',
    description: 'The payment terms failed to load (no server message)',
  },
  retry: { id: 'web.paymentTerms.retry', defaultMessage: 'Try again', description: 'Button that loads the payment terms again' },
  created: { id: 'web.paymentTerms.created', defaultMessage: 'Payment term added', description: 'Success bar after adding a payment term' },
  saved: { id: 'web.paymentTerms.saved', defaultMessage: 'Payment term saved', description: 'Success bar after editing a payment term' },
  deleted: {
    id: 'web.paymentTerms.deleted',
    defaultMessage: 'Payment term deleted',
    description: 'Success bar after deleting a payment term',
  },
});

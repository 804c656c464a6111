import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.paymentTermsDialog.title',
    defaultMessage: 'Payment terms',
    description: 'Title of the dialog listing the payment terms, with edit, delete and add (001 §2.5)',
  },
  empty: {
    id: 'ui.paymentTermsDialog.empty',
    defaultMessage: 'No payment terms yet',
    description: 'Shown in the payment terms dialog when there is no payment term',
  },
  emptyHint: {
    id: 'ui.paymentTermsDialog.emptyHint',
    defaultMessage: 'Add the first one with “Add payment term”.',
    description: 'Hint under "No payment terms yet": the button that adds one',
  },
  agencyShort: {
    id: 'ui.paymentTermsDialog.agencyShort',
    defaultMessage: 'A',
    description: 'Badge letter of a payment term for agencies (001 §2.5: badge A); its full name is read out',
  },
  companyShort: {
    id: 'ui.paymentTermsDialog.companyShort',
    defaultMessage: 'C',
    description: 'Badge letter of a payment term for companies (001 §2.5: badge C); its full name is read out',
  },
  agency: {
    id: 'ui.paymentTermsDialog.agency',
    defaultMessage: 'Agency',
    description: 'Full name of badge A: the payment term applies to agencies (read out and shown on hover)',
  },
  company: {
    id: 'ui.paymentTermsDialog.company',
    defaultMessage: 'Company',
    description: 'Full name of badge C: the payment term applies to companies (read out and shown on hover)',
  },
  edit: { id: 'ui.paymentTermsDialog.edit', defaultMessage: 'Edit', description: 'Button of a payment term row: opens its form' },
  delete: {
    id: 'ui.paymentTermsDialog.delete',
    defaultMessage: 'Delete',
    description: 'Button of a payment term row: asks, then deletes the term',
  },
  add: {
    id: 'ui.paymentTermsDialog.add',
    defaultMessage: 'Add payment term',
    description: 'Button of the payment terms dialog: opens the form of a new term',
  },
  close: { id: 'ui.paymentTermsDialog.close', defaultMessage: 'Close', description: 'Button that closes the payment terms dialog' },
  deleteTitle: {
    id: 'ui.paymentTermsDialog.deleteTitle',
    defaultMessage: 'Delete payment term',
    description: 'Title of the confirmation before a payment term is deleted',
  },
  deleteQuestion: {
    id: 'ui.paymentTermsDialog.deleteQuestion',
    defaultMessage: 'Are you sure you want to delete payment term?',
    description: 'Question of the confirmation before a payment term is deleted (001 §2.5, verbatim)',
  },
});

const typed = defineMessages<{ days: { days: number }; editTerm: { label: string }; deleteTerm: { label: string } }>({
  days: {
    id: 'ui.paymentTermsDialog.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
    description: 'Number of days of a payment term in its row',
  },
  editTerm: {
    id: 'ui.paymentTermsDialog.editTerm',
    defaultMessage: 'Edit {label}',
    description: 'Accessible name of the Edit button of a row; {label} is the payment term as shown, e.g. "30 days net"',
  },
  deleteTerm: {
    id: 'ui.paymentTermsDialog.deleteTerm',
    defaultMessage: 'Delete {label}',
    description: 'Accessible name of the Delete button of a row; {label} is the payment term as shown',
  },
});

/** "30 days", "1 day". */
export const formatDays = (intl: IntlShape, days: number): string => intl.formatMessage(typed.days as MessageDescriptor, { days });
/** "Edit 30 days net": the Edit button of a row, named after its term. */
export const formatEditTerm = (intl: IntlShape, label: string): string =>
  intl.formatMessage(typed.editTerm as MessageDescriptor, { label });
/** "Delete 30 days net": the Delete button of a row, named after its term. */
export const formatDeleteTerm = (intl: IntlShape, label: string): string =>
  intl.formatMessage(typed.deleteTerm as MessageDescriptor, { label });

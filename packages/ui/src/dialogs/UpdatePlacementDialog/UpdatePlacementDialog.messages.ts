import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.updatePlacementDialog.title',
    defaultMessage: 'Update placement',
    description: 'Title of the dialog in which the employer edits a placement (001 §2.5)',
  },
  offerDate: {
    id: 'ui.updatePlacementDialog.offerDate',
    defaultMessage: 'Offer date',
    description: 'Date picker: when the offer was made (required, not after today)',
  },
  signatureDate: {
    id: 'ui.updatePlacementDialog.signatureDate',
    defaultMessage: 'Contract signature date',
    description: 'Date picker: when the candidate signed the contract (required)',
  },
  startDate: {
    id: 'ui.updatePlacementDialog.startDate',
    defaultMessage: 'Forecasted start date',
    description: 'Date picker: when the candidate is expected to start (required)',
  },
  totalPackage: {
    id: 'ui.updatePlacementDialog.totalPackage',
    defaultMessage: 'Total yearly compensation package',
    description: 'Amount (digits only, required) in the currency of the vacancy’s salary; the success fee is computed from it',
  },
  recruitmentFee: {
    id: 'ui.updatePlacementDialog.recruitmentFee',
    defaultMessage: 'Success fee',
    description: 'Read-only: the success fee the package gives under the vacancy’s fee rule',
  },
  feePercentage: {
    id: 'ui.updatePlacementDialog.feePercentage',
    defaultMessage: 'FTE / Pensum (%)',
    description: 'Read-only percent of the placement (001 §2.5 "FTE/Pensum percent"); the fee percentage the success fee is computed with',
  },
  revenueSplit: {
    id: 'ui.updatePlacementDialog.revenueSplit',
    defaultMessage: 'Revenue split',
    description: 'Select of the revenue split between the product and the agency (revenue-splits list)',
  },
  loadingRevenueSplits: {
    id: 'ui.updatePlacementDialog.loadingRevenueSplits',
    defaultMessage: 'Loading revenue splits…',
    description: 'Placeholder of the revenue split select while its options load',
  },
  approvalNumber: {
    id: 'ui.updatePlacementDialog.approvalNumber',
    defaultMessage: 'PO no. / approval ID',
    description: 'Required text: the purchase order number or internal approval ID of the hire',
  },
  approvalNote: {
    id: 'ui.updatePlacementDialog.approvalNote',
    defaultMessage: 'Approval note',
    description: 'Free text (3 rows) about the approval of the hire',
  },
  isGuaranteeCase: {
    id: 'ui.updatePlacementDialog.isGuaranteeCase',
    defaultMessage: 'Guarantee case',
    description: 'Checkbox: the placement replaces a candidate who left within the guarantee period',
  },
  cancel: { id: 'ui.updatePlacementDialog.cancel', defaultMessage: 'Cancel', description: 'Closes the placement dialog without saving' },
  update: {
    id: 'ui.updatePlacementDialog.update',
    defaultMessage: 'Update',
    description: 'Saves the placement (PUT /placement/{id}/edit)',
  },
});

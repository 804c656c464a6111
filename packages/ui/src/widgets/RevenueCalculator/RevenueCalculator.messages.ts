import { defineMessages, type IntlShape } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.revenueCalculator.title',
    defaultMessage: 'Agency revenue calculator',
    description: 'Accessible name of the revenue calculator group',
  },
  agency: {
    id: 'ui.revenueCalculator.agency',
    defaultMessage: 'Agency',
    description: 'Label of the agency autocomplete (recruiter organisations)',
  },
  totalCompensation: {
    id: 'ui.revenueCalculator.totalCompensation',
    defaultMessage: 'Final compensation package',
    description: 'Label of the yearly compensation package the fee is computed from',
  },
  fee: { id: 'ui.revenueCalculator.fee', defaultMessage: 'Total success fee', description: 'Label of the read-only total success fee' },
  feePercentage: {
    id: 'ui.revenueCalculator.feePercentage',
    defaultMessage: 'Success fee percent',
    description: 'Label of the read-only fee as a percent of the package',
  },
  split: { id: 'ui.revenueCalculator.split', defaultMessage: 'Revenue split', description: 'Label of the revenue split select' },
  agencyRevenue: {
    id: 'ui.revenueCalculator.agencyRevenue',
    defaultMessage: 'Agency revenue',
    description: 'Label of the agency revenue; editing it back-computes the fee',
  },
  productRevenue: {
    id: 'ui.revenueCalculator.productRevenue',
    defaultMessage: 'Mandate revenue',
    description: "Label of the product's (Mandate's) read-only share of the fee",
  },
  noAgencyShare: {
    id: 'ui.revenueCalculator.noAgencyShare',
    defaultMessage: 'With this split the agency has no share, so the fee cannot be computed from it.',
    description: 'Error on the agency revenue when the split is 100 % and the fee cannot be back-computed',
  },
  cancel: { id: 'ui.revenueCalculator.cancel', defaultMessage: 'Cancel', description: 'Closes the revenue calculator' },
});

const valueMessages = defineMessages<{ share: { percent: string } }>({
  share: {
    id: 'ui.revenueCalculator.shareHint',
    defaultMessage: '{percent} of the success fee',
    description: 'Hint under agency and product revenue: their share of the fee, e.g. "75 % of the success fee"',
  },
});

/** "75 % of the success fee" in the user's language. */
export function formatShareHint(intl: IntlShape, percentage: number): string {
  return intl.formatMessage(valueMessages.share, {
    percent: intl.formatNumber(percentage / 100, { style: 'percent', maximumFractionDigits: 1 }),
  });
}

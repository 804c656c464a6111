import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.placementSummary.title', defaultMessage: 'Placement', description: 'Heading of the placement of a hired candidate' },
  totalPackage: {
    id: 'ui.placementSummary.totalPackage',
    defaultMessage: 'Total package',
    description: 'Label of the yearly total package of the placement',
  },
  recruitmentFee: {
    id: 'ui.placementSummary.recruitmentFee',
    defaultMessage: 'Recruitment fee',
    description: 'Label of the success fee the placement gives',
  },
  feePercentage: {
    id: 'ui.placementSummary.feePercentage',
    defaultMessage: '({percent} % of the package)',
    description: 'How the fee was derived: a percentage of the total package',
  },
  offerDate: { id: 'ui.placementSummary.offerDate', defaultMessage: 'Offer date', description: 'Label of the day the offer was made' },
  signatureDate: {
    id: 'ui.placementSummary.signatureDate',
    defaultMessage: 'Contract signed',
    description: 'Label of the day the contract was signed',
  },
  startDate: { id: 'ui.placementSummary.startDate', defaultMessage: 'Start date', description: 'Label of the first working day' },
  approvalNumber: {
    id: 'ui.placementSummary.approvalNumber',
    defaultMessage: 'PO no. / approval ID',
    description: 'Label of the purchase order or approval number of the placement',
  },
  guarantee: {
    id: 'ui.placementSummary.guarantee',
    defaultMessage: 'Guarantee case',
    description: 'Shown when the placement is a guarantee case (a replacement hire)',
  },
  actions: {
    id: 'ui.placementSummary.actions',
    defaultMessage: 'Placement actions',
    description: 'Accessible name of the group of buttons acting on a placement',
  },
});

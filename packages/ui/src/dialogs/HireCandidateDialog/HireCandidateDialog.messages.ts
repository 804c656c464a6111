import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.hireCandidateDialog.title',
    defaultMessage: 'Hire candidate',
    description: 'Title of the dialog in which the employer hires a candidate (000 §2 Hire candidate)',
  },
  totalPackage: {
    id: 'ui.hireCandidateDialog.totalPackage',
    defaultMessage: 'Total yearly compensation package',
    description: 'Label of the required amount of the hired candidate’s total yearly package (digits only, in the vacancy’s currency)',
  },
  recruitmentFee: {
    id: 'ui.hireCandidateDialog.recruitmentFee',
    defaultMessage: 'Recruitment fee',
    description: 'Label of the read-only recruitment fee, derived from the package and the vacancy’s success fee',
  },
  feeFixed: {
    id: 'ui.hireCandidateDialog.feeFixed',
    defaultMessage: 'The vacancy’s fixed success fee.',
    description: 'Help under the recruitment fee when the vacancy has a fixed success fee instead of a percentage',
  },
  offerDate: {
    id: 'ui.hireCandidateDialog.offerDate',
    defaultMessage: 'Offer date',
    description: 'Label of the required date the offer was made (not later than today)',
  },
  startDate: {
    id: 'ui.hireCandidateDialog.startDate',
    defaultMessage: 'Start date',
    description: 'Label of the required date the hired candidate starts work',
  },
  signatureDate: {
    id: 'ui.hireCandidateDialog.signatureDate',
    defaultMessage: 'Contract signature date',
    description: 'Label of the required date the employment contract was signed',
  },
  approvalNumber: {
    id: 'ui.hireCandidateDialog.approvalNumber',
    defaultMessage: 'Approval number',
    description: 'Label of the required internal approval number of the hire (e.g. a purchase order)',
  },
  approvalNote: {
    id: 'ui.hireCandidateDialog.approvalNote',
    defaultMessage: 'Approval note',
    description: 'Label of the optional note on the internal approval of the hire',
  },
  ratings: {
    id: 'ui.hireCandidateDialog.ratings',
    defaultMessage: 'Rate the search consultants who supplied candidates',
    description: 'Label of the group of star ratings in the hire dialog, one per search consultant who submitted candidates',
  },
  cancel: { id: 'ui.hireCandidateDialog.cancel', defaultMessage: 'Cancel', description: 'Cancel button of the hire dialog' },
  hire: {
    id: 'ui.hireCandidateDialog.hire',
    defaultMessage: 'Hire',
    description: 'Confirm button of the hire dialog: records the hire and the placement',
  },
});

const typed = defineMessages<{ intro: { candidate: string; title: string }; feePercentage: { percent: number } }>({
  intro: {
    id: 'ui.hireCandidateDialog.intro',
    defaultMessage: 'You hire {candidate} for “{title}”. The placement is recorded with these figures.',
    description: 'Explanation at the top of the hire dialog; {candidate} is the candidate’s full name, {title} the vacancy title',
  },
  feePercentage: {
    id: 'ui.hireCandidateDialog.feePercentage',
    defaultMessage: '{percent, number} % of the total package, the vacancy’s success fee.',
    description: 'Help under the recruitment fee when the vacancy has a success-fee percentage; {percent} is that percentage',
  },
});

/** "You hire Sophie Weber for “Head of …”. …" */
export function formatIntro(intl: IntlShape, candidate: string, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { candidate, title });
}

/** "25 % of the total package, …" */
export function formatFeePercentage(intl: IntlShape, percent: number): string {
  return intl.formatMessage(typed.feePercentage as MessageDescriptor, { percent });
}

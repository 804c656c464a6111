import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  back: { id: 'web.vacancy.back', defaultMessage: 'My dashboard', description: 'Back link from the vacancy page to the home dashboard' },
  actions: { id: 'web.vacancy.actions', defaultMessage: 'Actions', description: 'Button that opens the menu of actions on a vacancy' },
  summary: { id: 'web.vacancy.summary', defaultMessage: 'Key facts', description: 'Accessible name of the key facts of a vacancy' },
  reference: { id: 'web.vacancy.reference', defaultMessage: 'Reference', description: 'Label of the vacancy reference' },
  owner: {
    id: 'web.vacancy.owner',
    defaultMessage: 'Owner',
    description: 'Label of the person who published the vacancy, with their organisation',
  },
  location: { id: 'web.vacancy.location', defaultMessage: 'Location', description: 'Label of the place of work' },
  positions: {
    id: 'web.vacancy.positions',
    defaultMessage: 'Positions',
    description: 'Label of the number of open positions and placements',
  },
  salary: { id: 'web.vacancy.salary', defaultMessage: 'Salary', description: 'Label of the yearly salary range' },
  salaryConfidential: {
    id: 'web.vacancy.salaryConfidential',
    defaultMessage: 'Confidential',
    description: 'Shown instead of the salary when the employer keeps it confidential',
  },
  successFee: { id: 'web.vacancy.successFee', defaultMessage: 'Success fee', description: 'Label of the success fee of a placement' },
  published: { id: 'web.vacancy.published', defaultMessage: 'Published', description: 'Label of the publication date' },
  expires: { id: 'web.vacancy.expires', defaultMessage: 'Expires', description: 'Label of the expiry date' },
  accepting: {
    id: 'web.vacancy.accepting',
    defaultMessage: 'Accepting',
    description: 'Label of what the vacancy accepts now (candidates, headhunters)',
  },
  acceptingCandidates: {
    id: 'web.vacancy.acceptingCandidates',
    defaultMessage: 'Candidates',
    description: 'The vacancy accepts candidates now',
  },
  acceptingHeadhunters: {
    id: 'web.vacancy.acceptingHeadhunters',
    defaultMessage: 'Search consultants',
    description: 'The vacancy accepts search consultants now',
  },
  acceptingNothing: {
    id: 'web.vacancy.acceptingNothing',
    defaultMessage: 'Nothing at the moment',
    description: 'The vacancy accepts neither candidates nor search consultants',
  },
  loading: { id: 'web.vacancy.loading', defaultMessage: 'Loading the vacancy…', description: 'Announced while the vacancy page loads' },
  failed: {
    id: 'web.vacancy.failed',
    defaultMessage: 'The vacancy could not be loaded.',
    description: 'Inline alert when the vacancy page could not be loaded and the server gave no message',
  },
  loadingDialog: {
    id: 'web.vacancy.loadingDialog',
    defaultMessage: 'Opening…',
    description: 'Shown while a dialog of the vacancy page loads what it offers (e.g. the on-hold reasons)',
  },
  retry: { id: 'web.vacancy.retry', defaultMessage: 'Try again', description: 'Button that loads the vacancy page again after a failure' },
  onHoldDone: {
    id: 'web.vacancy.onHoldDone',
    defaultMessage: 'The vacancy is on hold.',
    description: 'Success bar after putting a vacancy on hold',
  },
});

const typed = defineMessages<{ positionsValue: { positions: number; placements: number }; feePercent: { percent: number } }>({
  positionsValue: {
    id: 'web.vacancy.positionsValue',
    defaultMessage:
      '{positions, plural, one {# position} other {# positions}}, {placements, plural, =0 {none filled} one {# filled} other {# filled}}',
    description: 'Open positions of a vacancy and how many of them are filled',
  },
  feePercent: {
    id: 'web.vacancy.feePercent',
    defaultMessage: '{percent} % of the yearly package',
    description: 'A success fee given as a percentage of the total yearly package',
  },
});

/** "2 positions, 1 filled". */
export function formatPositions(intl: IntlShape, positions: number, placements: number): string {
  return intl.formatMessage(typed.positionsValue as MessageDescriptor, { positions, placements });
}

/** "20 % of the yearly package". */
export function formatFeePercent(intl: IntlShape, percent: number): string {
  return intl.formatMessage(typed.feePercent as MessageDescriptor, { percent: intl.formatNumber(percent) });
}

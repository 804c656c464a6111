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
  unavailable: {
    id: 'web.vacancy.unavailable',
    defaultMessage: 'Vacancy not available',
    description: 'Page heading when the vacancy page cannot show a vacancy (not found, not allowed, failed); an alert below says why',
  },
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
  cancelDone: {
    id: 'web.vacancy.cancelDone',
    defaultMessage: 'The vacancy is cancelled.',
    description: 'Success bar after cancelling a vacancy',
  },
  reactivateDone: {
    id: 'web.vacancy.reactivateDone',
    defaultMessage: 'The vacancy is active again.',
    description: 'Success bar after reactivating a vacancy',
  },
  reopenDone: {
    id: 'web.vacancy.reopenDone',
    defaultMessage: 'The vacancy is open again.',
    description: 'Success bar after an admin reopened a closed vacancy',
  },
  republishDone: {
    id: 'web.vacancy.republishDone',
    defaultMessage: 'The vacancy is published again.',
    description: 'Success bar after publishing an expired vacancy again',
  },
  acceptingCandidatesOnDone: {
    id: 'web.vacancy.acceptingCandidatesOnDone',
    defaultMessage: 'The vacancy accepts candidates again.',
    description: 'Success bar after switching accepting candidates on',
  },
  acceptingCandidatesOffDone: {
    id: 'web.vacancy.acceptingCandidatesOffDone',
    defaultMessage: 'The vacancy no longer accepts candidates.',
    description: 'Success bar after switching accepting candidates off',
  },
  acceptingHeadhuntersOnDone: {
    id: 'web.vacancy.acceptingHeadhuntersOnDone',
    defaultMessage: 'The vacancy accepts search consultants again.',
    description: 'Success bar after switching accepting search consultants on',
  },
  acceptingHeadhuntersOffDone: {
    id: 'web.vacancy.acceptingHeadhuntersOffDone',
    defaultMessage: 'The vacancy no longer accepts search consultants.',
    description: 'Success bar after switching accepting search consultants off',
  },
  deleteDraftDone: {
    id: 'web.vacancy.deleteDraftDone',
    defaultMessage: 'The draft is deleted.',
    description: 'Success bar after deleting a draft vacancy',
  },
  approveDone: {
    id: 'web.vacancy.approveDone',
    defaultMessage: '{name} works on the vacancy now.',
    description: 'Success bar after the employer approved a search consultant’s request',
  },
  rejectDone: {
    id: 'web.vacancy.rejectDone',
    defaultMessage: '{name} is rejected.',
    description: 'Success bar after the employer rejected a search consultant',
  },
  reactivateConsultantDone: {
    id: 'web.vacancy.reactivateConsultantDone',
    defaultMessage: '{name} works on the vacancy again.',
    description: 'Success bar after the employer reactivated a rejected search consultant',
  },
  withdrawInvitationDone: {
    id: 'web.vacancy.withdrawInvitationDone',
    defaultMessage: 'The invitation of {name} is withdrawn.',
    description: 'Success bar after the employer withdrew an invitation',
  },
  requestTestimonialDone: {
    id: 'web.vacancy.requestTestimonialDone',
    defaultMessage: 'The testimonial request is sent.',
    description: 'Success bar after a search consultant asked the employer for a testimonial',
  },
  withdrawDone: {
    id: 'web.vacancy.withdrawDone',
    defaultMessage: 'You no longer work on this vacancy.',
    description: 'Success bar after a search consultant withdrew from a vacancy',
  },
  acceptInvitationDone: {
    id: 'web.vacancy.acceptInvitationDone',
    defaultMessage: 'You accepted the invitation.',
    description: 'Success bar after a search consultant accepted an invitation',
  },
  declineInvitationDone: {
    id: 'web.vacancy.declineInvitationDone',
    defaultMessage: 'You declined the invitation.',
    description: 'Success bar after a search consultant declined an invitation',
  },
  inviteDone: {
    id: 'web.vacancy.inviteDone',
    defaultMessage: '{count, plural, one {The invitation is sent.} other {# invitations are sent.}}',
    description: 'Success bar after inviting search consultants to a vacancy with the invite stepper',
  },
  requestDone: {
    id: 'web.vacancy.requestDone',
    defaultMessage: 'Your request is sent. The employer decides whether to accept you.',
    description: 'Success bar after a search consultant applied to work on a vacancy',
  },
  // Tabs.
  tabs: { id: 'web.vacancy.tabs', defaultMessage: 'Vacancy details', description: 'Accessible name of the tab list of the vacancy page' },
  tabConsultants: {
    id: 'web.vacancy.tabConsultants',
    defaultMessage: 'Search consultants',
    description: 'Tab of the search consultants on the vacancy',
  },
  tabHistory: { id: 'web.vacancy.tabHistory', defaultMessage: 'History', description: 'Tab of the status history of the vacancy' },
  consultantsLoading: {
    id: 'web.vacancy.consultantsLoading',
    defaultMessage: 'Loading the search consultants…',
    description: 'Announced while the search consultants of the vacancy load',
  },
  consultantsFailed: {
    id: 'web.vacancy.consultantsFailed',
    defaultMessage: 'The search consultants could not be loaded.',
    description: 'Inline alert when the search consultants of the vacancy could not be loaded',
  },
  consultantsEmpty: {
    id: 'web.vacancy.consultantsEmpty',
    defaultMessage: 'No search consultants yet',
    description: 'Title of the empty consultants tab',
  },
  consultantsEmptyEmployer: {
    id: 'web.vacancy.consultantsEmptyEmployer',
    defaultMessage: 'Search consultants who ask to work on this vacancy or accept an invitation appear here.',
    description: 'Why the consultants tab is empty, for the employer side',
  },
  consultantsEmptyConsultant: {
    id: 'web.vacancy.consultantsEmptyConsultant',
    defaultMessage: 'You do not work on this vacancy yet.',
    description: 'Why the consultants tab is empty, for a search consultant',
  },
  historyLoading: {
    id: 'web.vacancy.historyLoading',
    defaultMessage: 'Loading the history…',
    description: 'Announced while the history of the vacancy loads',
  },
  historyFailed: {
    id: 'web.vacancy.historyFailed',
    defaultMessage: 'The history could not be loaded.',
    description: 'Inline alert when the history of the vacancy could not be loaded',
  },
  // The consultant actions (buttons of a consultant row, the page header's primary action).
  approve: {
    id: 'web.vacancy.consultant.approve',
    defaultMessage: 'Approve',
    description: 'Button: the employer accepts a search consultant’s request',
  },
  reject: {
    id: 'web.vacancy.consultant.reject',
    defaultMessage: 'Reject',
    description: 'Button: the employer rejects a search consultant',
  },
  reactivate: {
    id: 'web.vacancy.consultant.reactivate',
    defaultMessage: 'Reactivate',
    description: 'Button: the employer accepts a rejected search consultant again',
  },
  withdrawInvitation: {
    id: 'web.vacancy.consultant.withdrawInvitation',
    defaultMessage: 'Withdraw invitation',
    description: 'Button: the employer withdraws an open invitation',
  },
  requestTestimonial: {
    id: 'web.vacancy.consultant.requestTestimonial',
    defaultMessage: 'Request testimonial',
    description: 'Button: an accepted search consultant asks the employer for a testimonial',
  },
  acceptInvitation: {
    id: 'web.vacancy.consultant.acceptInvitation',
    defaultMessage: 'Accept invitation',
    description: 'Button: the invited search consultant accepts the invitation',
  },
  declineInvitation: {
    id: 'web.vacancy.consultant.declineInvitation',
    defaultMessage: 'Decline invitation',
    description: 'Button: the invited search consultant declines the invitation',
  },
  withdraw: {
    id: 'web.vacancy.consultant.withdraw',
    defaultMessage: 'Withdraw',
    description: 'Button: the search consultant stops working on the vacancy',
  },
  request: {
    id: 'web.vacancy.consultant.request',
    defaultMessage: 'Apply to work on this vacancy',
    description: 'Button: a search consultant asks to work on the vacancy (with a cover letter)',
  },
});

/** The labels and loading placeholders of the lazy tabs (decision 0043): the page needs them before the tab's chunk is there. */
export const applicationTabMessages = defineMessages({
  tab: { id: 'web.vacancy.applications.tab', defaultMessage: 'Applications', description: 'Tab of the vacancy page with its applications' },
  loading: {
    id: 'web.vacancy.applications.loading',
    defaultMessage: 'Loading the applications…',
    description: 'Accessible name of the placeholder while the applications of the vacancy load',
  },
});

export const candidateListTabMessages = defineMessages({
  tab: {
    id: 'web.vacancy.candidateLists.tab',
    defaultMessage: 'Candidate lists',
    description: 'Tab of the vacancy page with the candidate lists (submissions of a retained search)',
  },
  loading: {
    id: 'web.vacancy.candidateLists.loading',
    defaultMessage: 'Loading the candidate lists…',
    description: 'Accessible name of the placeholder while the candidate lists of the vacancy load',
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

/** The consultant row's testimonial action (its dialog is VacancyTestimonial's, a lazy chunk). */
export const testimonialMessages = defineMessages({
  write: {
    id: 'web.vacancy.writeTestimonial',
    defaultMessage: 'Write testimonial',
    description: 'Button of an accepted consultant’s row (employer side): write a testimonial for them',
  },
});

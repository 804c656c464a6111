import { defineMessages } from 'react-intl';
import { candidateListTabMessages } from './VacancyView.messages';

/** The texts of the vacancy page's candidate-lists tab (ids web.vacancy.candidateLists.*). */
export const candidateListMessages = {
  // The tab's label and loading placeholder are the page's (decision 0043).
  ...candidateListTabMessages,
  ...defineMessages({
    failed: {
      id: 'web.vacancy.candidateLists.failed',
      defaultMessage: 'The candidate lists could not be loaded.',
      description: 'Shown when the candidate lists of the vacancy failed to load and the server gave no message',
    },
    empty: {
      id: 'web.vacancy.candidateLists.empty',
      defaultMessage: 'No candidate lists yet',
      description: 'Heading of the empty candidate-lists tab',
    },
    emptyEmployer: {
      id: 'web.vacancy.candidateLists.emptyEmployer',
      defaultMessage: 'Lists of candidates the search consultants research for this vacancy appear here.',
      description: 'Explanation of the empty candidate-lists tab for the employer',
    },
    emptyConsultant: {
      id: 'web.vacancy.candidateLists.emptyConsultant',
      defaultMessage: 'Submit the candidates of your research as a list, with its documents.',
      description: 'Explanation of the empty candidate-lists tab for a consultant',
    },
    list: {
      id: 'web.vacancy.candidateLists.list',
      defaultMessage: 'Candidate lists of this vacancy',
      description: 'Accessible name of the list of candidate lists on the vacancy page',
    },
    capped: {
      id: 'web.vacancy.candidateLists.capped',
      defaultMessage: 'The {shown} newest of {total} candidate lists are shown.',
      description: 'Shown when the vacancy has more candidate lists than the tab lists',
    },
    submit: {
      id: 'web.vacancy.candidateLists.submit',
      defaultMessage: 'Submit candidate list',
      description: 'Button of an accepted consultant that opens the dialog to submit a candidate list',
    },
    complete: {
      id: 'web.vacancy.candidateLists.complete',
      defaultMessage: 'Complete research',
      description: 'Button of the employer that completes the research of a list with a milestone',
    },
    reject: {
      id: 'web.vacancy.candidateLists.reject',
      defaultMessage: 'Reject',
      description: 'Button of the employer that rejects a list',
    },
    withdraw: {
      id: 'web.vacancy.candidateLists.withdraw',
      defaultMessage: 'Withdraw',
      description: 'Button of the consultant that withdraws their list',
    },
    giveFeedback: {
      id: 'web.vacancy.candidateLists.giveFeedback',
      defaultMessage: 'Give feedback',
      description: 'Button of the employer that gives feedback on a list without feedback',
    },
    editFeedback: {
      id: 'web.vacancy.candidateLists.editFeedback',
      defaultMessage: 'Edit feedback',
      description: 'Button of the employer that changes the feedback given on a list',
    },
    document: {
      id: 'web.vacancy.candidateLists.document',
      defaultMessage: 'Document {number}',
      description: 'Name of an attached document of a list (the server gives the file name with the download)',
    },
    log: { id: 'web.vacancy.candidateLists.log', defaultMessage: 'Log', description: 'Heading and accessible name of the log of a list' },
    logCreate: {
      id: 'web.vacancy.candidateLists.logCreate',
      defaultMessage: 'Submitted',
      description: 'Log entry: the consultant submitted the list',
    },
    logComplete: {
      id: 'web.vacancy.candidateLists.logComplete',
      defaultMessage: 'Research completed',
      description: 'Log entry: the employer completed the research',
    },
    logReject: {
      id: 'web.vacancy.candidateLists.logReject',
      defaultMessage: 'Rejected',
      description: 'Log entry: the employer rejected the list',
    },
    logWithdraw: {
      id: 'web.vacancy.candidateLists.logWithdraw',
      defaultMessage: 'Withdrawn',
      description: 'Log entry: the consultant withdrew the list',
    },
    logEdit: {
      id: 'web.vacancy.candidateLists.logEdit',
      defaultMessage: 'Edited',
      description: 'Log entry: the consultant edited the list',
    },
    logFeedback: {
      id: 'web.vacancy.candidateLists.logFeedback',
      defaultMessage: 'Feedback given',
      description: 'Log entry: the employer gave or changed the feedback',
    },
    createDone: {
      id: 'web.vacancy.candidateLists.createDone',
      defaultMessage: 'The candidate list “{title}” was submitted.',
      description: 'Success message after submitting a candidate list',
    },
    withdrawDone: {
      id: 'web.vacancy.candidateLists.withdrawDone',
      defaultMessage: 'The candidate list “{title}” was withdrawn.',
      description: 'Success message after withdrawing a candidate list',
    },
    rejectDone: {
      id: 'web.vacancy.candidateLists.rejectDone',
      defaultMessage: 'The candidate list “{title}” was rejected.',
      description: 'Success message after rejecting a candidate list',
    },
    completeDone: {
      id: 'web.vacancy.candidateLists.completeDone',
      defaultMessage: 'The research of “{title}” was completed.',
      description: 'Success message after completing the research of a candidate list',
    },
    feedbackDone: {
      id: 'web.vacancy.candidateLists.feedbackDone',
      defaultMessage: 'Your feedback on “{title}” was saved.',
      description: 'Success message after giving feedback on a candidate list',
    },
  }),
};

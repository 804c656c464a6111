import { defineMessages } from 'react-intl';

/** The texts only the bulk actions' dialogs, progress and results show (a chunk loaded on the first selection, decision 0043); the toolbar's are VacancyInterviews.messages'. */
export const bulkPanelMessages = defineMessages({
  candidates: {
    id: 'web.vacancy.bulk.candidates',
    defaultMessage: '{count, plural, one {# candidate} other {# candidates}}',
    description: 'Named in the reject dialog of a bulk rejection instead of one candidate',
  },
  reviewTitle: {
    id: 'web.vacancy.bulk.reviewTitle',
    defaultMessage: 'Move to review',
    description: 'Title of the confirmation to forward the selected applications to the HR review',
  },
  reviewMessage: {
    id: 'web.vacancy.bulk.reviewMessage',
    defaultMessage: 'Forward {names} to the HR review? Each application is moved on its own; the results show per application.',
    description: 'Question of the bulk review confirmation; {names} lists the candidates',
  },
  running: {
    id: 'web.vacancy.bulk.running',
    defaultMessage: 'Working on {done, number} of {count, number} applications…',
    description: 'Progress of a bulk action',
  },
  resultsTitle: {
    id: 'web.vacancy.bulk.resultsTitle',
    defaultMessage: 'Results',
    description: 'Heading of the per-application results of a bulk action',
  },
  resultsSummary: {
    id: 'web.vacancy.bulk.resultsSummary',
    defaultMessage: '{done, number} done, {refused, number} refused.',
    description: 'Summary of a bulk action: how many applications were changed, how many refused',
  },
  rejected: {
    id: 'web.vacancy.bulk.rejected',
    defaultMessage: '{name}: rejected',
    description: 'Result of one application in a bulk rejection',
  },
  reviewed: {
    id: 'web.vacancy.bulk.reviewed',
    defaultMessage: '{name}: in the HR review',
    description: 'Result of one application in a bulk move to review',
  },
  refused: {
    id: 'web.vacancy.bulk.refused',
    defaultMessage: '{name}: refused — {reason}',
    description: 'Result of one application the server refused, with its reason',
  },
  failedRow: {
    id: 'web.vacancy.bulk.failedRow',
    defaultMessage: '{name}: not done — the connection failed; try again.',
    description: 'Result of one application whose call failed on the network or server',
  },
  dismiss: { id: 'web.vacancy.bulk.dismiss', defaultMessage: 'Close results', description: 'Button: hides the results of a bulk action' },
});

import { defineMessages } from 'react-intl';

/** Texts of the interviews and the bulk actions on the vacancy page's applications tab. */
export const interviewMessages = defineMessages({
  schedule: {
    id: 'web.vacancy.interviews.schedule',
    defaultMessage: 'Schedule interview',
    description: 'Button on an application: opens the dialog to schedule an interview',
  },
  failed: {
    id: 'web.vacancy.interviews.failed',
    defaultMessage: 'The interviews could not be loaded.',
    description: 'Shown in an application when its interviews could not be loaded',
  },
  select: {
    id: 'web.vacancy.bulk.select',
    defaultMessage: 'Select {name}',
    description: 'Accessible name of the checkbox that selects an application for a bulk action',
  },
  selectedCount: {
    id: 'web.vacancy.bulk.selectedCount',
    defaultMessage: '{count, plural, one {# application selected} other {# applications selected}}',
    description: 'How many applications are selected for a bulk action',
  },
  toolbar: { id: 'web.vacancy.bulk.toolbar', defaultMessage: 'Selected applications', description: 'Name of the bulk actions toolbar' },
  review: {
    id: 'web.vacancy.bulk.review',
    defaultMessage: 'Move to review',
    description: 'Bulk action: forward every selected application to the HR review',
  },
  reject: {
    id: 'web.vacancy.bulk.reject',
    defaultMessage: 'Reject…',
    description: 'Bulk action: reject every selected application with one reason',
  },
  clear: { id: 'web.vacancy.bulk.clear', defaultMessage: 'Clear selection', description: 'Bulk action: unselect every application' },
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

import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApplicationTabAction } from './applications.atoms';
import { applicationTabMessages } from './VacancyView.messages';

/** The texts of the vacancy page's applications tab (ids web.vacancy.applications.*). */
export const applicationMessages = {
  // The tab's label and loading placeholder are the page's (decision 0043).
  ...applicationTabMessages,
  ...defineMessages({
    failed: {
      id: 'web.vacancy.applications.failed',
      defaultMessage: 'The applications could not be loaded.',
      description: 'Shown when the applications of the vacancy failed to load and the server gave no message',
    },
    detailsFailed: {
      id: 'web.vacancy.applications.detailsFailed',
      defaultMessage: 'This application could not be loaded.',
      description: 'Shown in an opened application when it failed to load and the server gave no message',
    },
    empty: {
      id: 'web.vacancy.applications.empty',
      defaultMessage: 'No applications yet',
      description: 'Heading of the empty applications tab',
    },
    emptyEmployer: {
      id: 'web.vacancy.applications.emptyEmployer',
      defaultMessage: 'Candidates the search consultants submit to this vacancy appear here.',
      description: 'Explanation of the empty applications tab for the employer',
    },
    emptyConsultant: {
      id: 'web.vacancy.applications.emptyConsultant',
      defaultMessage: 'You have not submitted a candidate to this vacancy yet.',
      description: 'Explanation of the empty applications tab for a search consultant (they see only their own)',
    },
    groupTitle: {
      id: 'web.vacancy.applications.groupTitle',
      defaultMessage: '{status} · {count, plural, one {# application} other {# applications}}',
      description: 'Heading of one status of the pipeline: the status label and how many applications are in it',
    },
    capped: {
      id: 'web.vacancy.applications.capped',
      defaultMessage: 'The {shown} most recently changed of {total} applications are shown.',
      description: 'Shown when the vacancy has more applications than the tab lists',
    },
    // The actions, as buttons of an opened application.
    review: {
      id: 'web.vacancy.applications.review',
      defaultMessage: 'Forward to HR review',
      description: 'Button: move the application to the HR review',
    },
    lineReview: {
      id: 'web.vacancy.applications.lineReview',
      defaultMessage: 'Forward to line manager',
      description: 'Button: move the application to the line manager’s review',
    },
    offer: { id: 'web.vacancy.applications.offer', defaultMessage: 'Make offer', description: 'Button: make the candidate an offer' },
    hire: {
      id: 'web.vacancy.applications.hire',
      defaultMessage: 'Hire',
      description: 'Button: hire the candidate (records the placement)',
    },
    backup: { id: 'web.vacancy.applications.backup', defaultMessage: 'Back up', description: 'Button: keep the candidate as a backup' },
    reject: { id: 'web.vacancy.applications.reject', defaultMessage: 'Reject', description: 'Button: reject the candidate' },
    reactivate: {
      id: 'web.vacancy.applications.reactivate',
      defaultMessage: 'Reactivate',
      description: 'Button: bring a rejected, withdrawn or backed-up candidate back into the running',
    },
    withdraw: {
      id: 'web.vacancy.applications.withdraw',
      defaultMessage: 'Withdraw',
      description: 'Button: the consultant withdraws their candidate',
    },
    downloadPdf: {
      id: 'web.vacancy.applications.downloadPdf',
      defaultMessage: 'Download PDF',
      description: 'Button: download the application as PDF (opens the page selection)',
    },
    giveFeedback: {
      id: 'web.vacancy.applications.giveFeedback',
      defaultMessage: 'Give feedback',
      description: 'Button: the employer gives feedback on the candidate',
    },
    editFeedback: {
      id: 'web.vacancy.applications.editFeedback',
      defaultMessage: 'Edit feedback',
      description: 'Button: the employer edits their feedback on the candidate',
    },
    // The yes/no dialogs of the review steps and the revert.
    // Success bars.
  }),
};

/** The button text of each action the tab carries out; the application's log titles its entries with them too. */
export const applicationActionLabels: Readonly<Record<ApplicationTabAction, MessageDescriptor>> = {
  review: applicationMessages.review,
  'line-review': applicationMessages.lineReview,
  offer: applicationMessages.offer,
  hire: applicationMessages.hire,
  backup: applicationMessages.backup,
  reject: applicationMessages.reject,
  reactivate: applicationMessages.reactivate,
  withdraw: applicationMessages.withdraw,
};

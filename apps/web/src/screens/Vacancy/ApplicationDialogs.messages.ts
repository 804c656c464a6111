import { defineMessages } from 'react-intl';

/** The texts only the applications tab's dialogs and their notices show (a lazy chunk, decision 0043); the rest are VacancyApplications.messages'. */
export const applicationDialogMessages = defineMessages({
  reviewTitle: { id: 'web.vacancy.applications.reviewTitle', defaultMessage: 'Forward to HR review', description: 'Title of the dialog' },
  reviewMessage: {
    id: 'web.vacancy.applications.reviewMessage',
    defaultMessage: 'Forward the application of {name} to the HR review?',
    description: 'Question of the dialog that moves an application to the HR review',
  },
  lineReviewTitle: {
    id: 'web.vacancy.applications.lineReviewTitle',
    defaultMessage: 'Forward to line manager',
    description: 'Title of the dialog',
  },
  lineReviewMessage: {
    id: 'web.vacancy.applications.lineReviewMessage',
    defaultMessage: 'Forward the application of {name} to the line manager’s review?',
    description: 'Question of the dialog that moves an application to the line manager’s review',
  },
  revertTitle: { id: 'web.vacancy.applications.revertTitle', defaultMessage: 'Revert placement', description: 'Title of the dialog' },
  revertMessage: {
    id: 'web.vacancy.applications.revertMessage',
    defaultMessage:
      'Revert the placement of {name}? The application returns to its previous status and the vacancy counts one placement less.',
    description: 'Question of the dialog that reverts a placement',
  },
  giveFeedbackTitle: {
    id: 'web.vacancy.applications.giveFeedbackTitle',
    defaultMessage: 'Give feedback',
    description: 'Title of the dialog in which the employer gives feedback on a candidate',
  },
  giveFeedbackIntro: {
    id: 'web.vacancy.applications.giveFeedbackIntro',
    defaultMessage: 'Your feedback on {name} for the search consultant: how you assess the candidate and why.',
    description: 'Explanation at the top of the give-feedback dialog',
  },
  reviewDone: {
    id: 'web.vacancy.applications.reviewDone',
    defaultMessage: 'The application of {name} is in the HR review.',
    description: 'Success bar after forwarding to the HR review',
  },
  lineReviewDone: {
    id: 'web.vacancy.applications.lineReviewDone',
    defaultMessage: 'The application of {name} is with the line manager.',
    description: 'Success bar after forwarding to the line manager',
  },
  backupDone: {
    id: 'web.vacancy.applications.backupDone',
    defaultMessage: '{name} is kept as a backup.',
    description: 'Success bar after backing up a candidate',
  },
  offerDone: {
    id: 'web.vacancy.applications.offerDone',
    defaultMessage: 'The offer to {name} is recorded.',
    description: 'Success bar after making an offer',
  },
  hireDone: {
    id: 'web.vacancy.applications.hireDone',
    defaultMessage: '{name} is hired. The placement is recorded.',
    description: 'Success bar after hiring a candidate',
  },
  rejectDone: {
    id: 'web.vacancy.applications.rejectDone',
    defaultMessage: '{name} is rejected.',
    description: 'Success bar after rejecting a candidate',
  },
  reactivateDone: {
    id: 'web.vacancy.applications.reactivateDone',
    defaultMessage: '{name} is in the running again.',
    description: 'Success bar after reactivating a candidate',
  },
  withdrawDone: {
    id: 'web.vacancy.applications.withdrawDone',
    defaultMessage: 'You withdrew {name}.',
    description: 'Success bar after the consultant withdrew their candidate',
  },
  placementEditDone: {
    id: 'web.vacancy.applications.placementEditDone',
    defaultMessage: 'The placement of {name} is updated.',
    description: 'Success bar after editing a placement',
  },
  placementRevertDone: {
    id: 'web.vacancy.applications.placementRevertDone',
    defaultMessage: 'The placement of {name} is reverted.',
    description: 'Success bar after reverting a placement',
  },
  feedbackDone: {
    id: 'web.vacancy.applications.feedbackDone',
    defaultMessage: 'Your feedback on {name} is saved.',
    description: 'Success bar after giving or editing feedback',
  },
});

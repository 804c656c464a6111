import { defineMessages } from 'react-intl';

/** The texts only the vacancy page's dialogs show (a lazy chunk, decision 0043); the rest are VacancyView.messages'. */
export const dialogMessages = defineMessages({
  reactivateTitle: {
    id: 'web.vacancy.reactivateTitle',
    defaultMessage: 'Reactivate vacancy',
    description: 'Title of the confirm dialog that reactivates a vacancy',
  },
  reactivateMessage: {
    id: 'web.vacancy.reactivateMessage',
    defaultMessage: 'Reactivate “{title}”? Search consultants can work on it again.',
    description: 'Question of the confirm dialog that reactivates a vacancy',
  },
  reopenTitle: {
    id: 'web.vacancy.reopenTitle',
    defaultMessage: 'Reopen vacancy',
    description: 'Title of the confirm dialog that reopens a closed vacancy',
  },
  reopenMessage: {
    id: 'web.vacancy.reopenMessage',
    defaultMessage: 'Reopen “{title}”? It becomes active again.',
    description: 'Question of the confirm dialog that reopens a closed vacancy',
  },
  republishTitle: {
    id: 'web.vacancy.republishTitle',
    defaultMessage: 'Republish vacancy',
    description: 'Title of the confirm dialog that publishes an expired vacancy again',
  },
  republishMessage: {
    id: 'web.vacancy.republishMessage',
    defaultMessage: 'Publish “{title}” again? It becomes active.',
    description: 'Question of the confirm dialog that publishes an expired vacancy again',
  },
  acceptingCandidatesOffTitle: {
    id: 'web.vacancy.acceptingCandidatesOffTitle',
    defaultMessage: 'Stop accepting candidates',
    description: 'Title of the confirm dialog that switches accepting candidates off',
  },
  acceptingCandidatesOffMessage: {
    id: 'web.vacancy.acceptingCandidatesOffMessage',
    defaultMessage: 'Search consultants can no longer submit candidates to “{title}”.',
    description: 'Text of the confirm dialog that switches accepting candidates off',
  },
  acceptingCandidatesOnTitle: {
    id: 'web.vacancy.acceptingCandidatesOnTitle',
    defaultMessage: 'Accept candidates again',
    description: 'Title of the confirm dialog that switches accepting candidates on',
  },
  acceptingCandidatesOnMessage: {
    id: 'web.vacancy.acceptingCandidatesOnMessage',
    defaultMessage: 'Search consultants can submit candidates to “{title}” again.',
    description: 'Text of the confirm dialog that switches accepting candidates on',
  },
  acceptingHeadhuntersOffTitle: {
    id: 'web.vacancy.acceptingHeadhuntersOffTitle',
    defaultMessage: 'Stop accepting search consultants',
    description: 'Title of the confirm dialog that switches accepting search consultants off',
  },
  acceptingHeadhuntersOffMessage: {
    id: 'web.vacancy.acceptingHeadhuntersOffMessage',
    defaultMessage: 'Search consultants can no longer ask to work on “{title}”.',
    description: 'Text of the confirm dialog that switches accepting search consultants off',
  },
  acceptingHeadhuntersOnTitle: {
    id: 'web.vacancy.acceptingHeadhuntersOnTitle',
    defaultMessage: 'Accept search consultants again',
    description: 'Title of the confirm dialog that switches accepting search consultants on',
  },
  acceptingHeadhuntersOnMessage: {
    id: 'web.vacancy.acceptingHeadhuntersOnMessage',
    defaultMessage: 'Search consultants can ask to work on “{title}” again.',
    description: 'Text of the confirm dialog that switches accepting search consultants on',
  },
  deleteDraftTitle: {
    id: 'web.vacancy.deleteDraftTitle',
    defaultMessage: 'Delete draft',
    description: 'Title of the confirm dialog that deletes a draft vacancy',
  },
  deleteDraftMessage: {
    id: 'web.vacancy.deleteDraftMessage',
    defaultMessage: 'Delete the draft “{title}”? This cannot be undone.',
    description: 'Question of the confirm dialog that deletes a draft vacancy',
  },
  withdrawInvitationTitle: {
    id: 'web.vacancy.withdrawInvitationTitle',
    defaultMessage: 'Withdraw invitation',
    description: 'Title of the confirm dialog in which the employer withdraws an invitation',
  },
  withdrawInvitationMessage: {
    id: 'web.vacancy.withdrawInvitationMessage',
    defaultMessage: 'Withdraw the invitation of {name} to “{title}”?',
    description: 'Question of the confirm dialog in which the employer withdraws an invitation',
  },
});

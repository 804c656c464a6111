import { defineMessages } from 'react-intl';

/** Texts the reason dialogs share (withdraw candidate, decline invitation, withdraw from a vacancy, reject a consultant). */
export const messages = defineMessages({
  reason: {
    id: 'ui.reasonCommentDialog.reason',
    defaultMessage: 'Reason',
    description: 'Label of the required reason select of a withdraw or decline dialog',
  },
  loadingReasons: {
    id: 'ui.reasonCommentDialog.loadingReasons',
    defaultMessage: 'Loading reasons…',
    description: 'Placeholder of the reason select of a withdraw or decline dialog while the reasons load',
  },
  comment: {
    id: 'ui.reasonCommentDialog.comment',
    defaultMessage: 'Comment',
    description: 'Label of the optional free-text comment of a withdraw or decline dialog',
  },
  sendCopyToEmployer: {
    id: 'ui.reasonCommentDialog.sendCopyToEmployer',
    defaultMessage: 'Send a copy to the employer',
    description: 'Checkbox of a withdraw or decline dialog: the employer gets a copy of the reason and comment by e-mail',
  },
  no: { id: 'ui.reasonCommentDialog.no', defaultMessage: 'No', description: 'Cancel button of a withdraw, decline or reject dialog' },
  yes: {
    id: 'ui.reasonCommentDialog.yes',
    defaultMessage: 'Yes',
    description: 'Confirm button of a withdraw, decline or reject dialog: sends it',
  },
});

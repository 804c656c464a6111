import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  accept: {
    id: 'ui.invitationCard.accept',
    defaultMessage: 'Accept',
    description: 'Button of an invitation card: accept the invitation to work on the vacancy (opens the cover-letter dialog)',
  },
  decline: {
    id: 'ui.invitationCard.decline',
    defaultMessage: 'Decline',
    description: 'Button of an invitation card: decline the invitation (opens the decline dialog)',
  },
  invited: {
    id: 'ui.invitationCard.invited',
    defaultMessage: 'invited {date}',
    description: 'When the search consultant was invited to the vacancy',
  },
  invitedBy: {
    id: 'ui.invitationCard.invitedBy',
    defaultMessage: 'by {name}',
    description: 'Who invited the search consultant, after the invitation date',
  },
  actions: {
    id: 'ui.invitationCard.actions',
    defaultMessage: 'Answer the invitation to {title}',
    description: 'Accessible name of the group of the Accept and Decline buttons of one invitation',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.inviteConsultantsDialog.title',
    defaultMessage: 'Invite search consultants',
    description: 'Title of the dialog that invites search consultants to a vacancy',
  },
  textsStep: {
    id: 'ui.inviteConsultantsDialog.textsStep',
    defaultMessage: 'Notification text',
    description: 'Heading of the second step of the invite dialog: language and invitation text',
  },
  comment: {
    id: 'ui.inviteConsultantsDialog.comment',
    defaultMessage: 'Invitation text',
    description: 'Label of the rich-text invitation sent to the chosen consultants',
  },
  send: {
    id: 'ui.inviteConsultantsDialog.send',
    defaultMessage: 'Send invitation',
    description: 'Last button of the invite dialog: sends the invitations',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'web.shortlistCompose.title',
    defaultMessage: 'New shortlist',
    description: 'Heading of the page where an employer sends a shortlist',
  },
  back: { id: 'web.shortlistCompose.back', defaultMessage: 'Back to the vacancy', description: 'Back link to the vacancy page' },
  loading: {
    id: 'web.shortlistCompose.loading',
    defaultMessage: 'Loading the vacancy’s applications',
    description: 'Accessible name of the page while it loads',
  },
  failed: {
    id: 'web.shortlistCompose.failed',
    defaultMessage: 'This vacancy does not exist, or you cannot send its shortlists.',
    description: 'Inline error when the vacancy or its applications were refused or failed to load without a message',
  },
  retry: { id: 'web.shortlistCompose.retry', defaultMessage: 'Try again', description: 'Button that loads again after a failure' },
  notAllowed: {
    id: 'web.shortlistCompose.notAllowed',
    defaultMessage: 'You cannot send a shortlist of this vacancy now.',
    description: 'Notice when the server does not offer sending a shortlist of the vacancy to the viewer',
  },
  candidates: {
    id: 'web.shortlistCompose.candidates',
    defaultMessage: 'Candidates',
    description: 'Heading of the applications to choose from',
  },
  candidatesHint: {
    id: 'web.shortlistCompose.candidatesHint',
    defaultMessage: 'Choose the applications the reviewers should assess.',
    description: 'Hint under the heading of the applications',
  },
  tableLabel: {
    id: 'web.shortlistCompose.tableLabel',
    defaultMessage: 'Applications that can go on the shortlist',
    description: 'Accessible name of the table of applications',
  },
  columnCandidate: { id: 'web.shortlistCompose.columnCandidate', defaultMessage: 'Candidate', description: 'Column header' },
  columnStatus: { id: 'web.shortlistCompose.columnStatus', defaultMessage: 'Status', description: 'Column header' },
  columnConsultant: { id: 'web.shortlistCompose.columnConsultant', defaultMessage: 'Consultant', description: 'Column header' },
  columnSubmitted: {
    id: 'web.shortlistCompose.columnSubmitted',
    defaultMessage: 'Submitted',
    description: 'Column header: date of submission',
  },
  chosen: {
    id: 'web.shortlistCompose.chosen',
    defaultMessage: '{count, plural, =0 {No candidate chosen} one {# candidate chosen} other {# candidates chosen}}',
    description: 'How many applications are chosen for the shortlist',
  },
  more: {
    id: 'web.shortlistCompose.more',
    defaultMessage: 'The newest {shown} of {total} applications are shown.',
    description: 'Shown when the vacancy has more applications than the page lists',
  },
  noApplications: {
    id: 'web.shortlistCompose.noApplications',
    defaultMessage: 'No applications yet',
    description: 'Title shown when the vacancy has no application that can go on a shortlist',
  },
  noApplicationsHint: {
    id: 'web.shortlistCompose.noApplicationsHint',
    defaultMessage: 'When consultants submit candidates to this vacancy, you can send them to reviewers here.',
    description: 'Hint shown when the vacancy has no application that can go on a shortlist',
  },
  chooseCandidate: {
    id: 'web.shortlistCompose.chooseCandidate',
    defaultMessage: 'Choose at least one candidate.',
    description: 'Error when the shortlist is sent without a candidate',
  },
  recipients: { id: 'web.shortlistCompose.recipients', defaultMessage: 'Reviewers', description: 'Label of the reviewers field' },
  recipientsHint: {
    id: 'web.shortlistCompose.recipientsHint',
    defaultMessage: 'Line managers and colleagues of your company. To add someone new, type their e-mail address and press Enter.',
    description: 'Hint under the reviewers field',
  },
  newRecipient: {
    id: 'web.shortlistCompose.newRecipient',
    defaultMessage: 'New reviewer: {email}',
    description: 'Shown for a reviewer added by e-mail address',
  },
  chooseRecipient: {
    id: 'web.shortlistCompose.chooseRecipient',
    defaultMessage: 'Choose at least one reviewer.',
    description: 'Error when the shortlist is sent without a reviewer',
  },
  badRecipient: {
    id: 'web.shortlistCompose.badRecipient',
    defaultMessage: '{email}: {problem}',
    description: 'Error of a reviewer typed by e-mail address: the address and what is wrong with it',
  },
  titleLabel: { id: 'web.shortlistCompose.titleLabel', defaultMessage: 'Title', description: 'Label of the shortlist’s title field' },
  titleHint: {
    id: 'web.shortlistCompose.titleHint',
    defaultMessage: 'Optional; without one the shortlist is named after the vacancy.',
    description: 'Hint under the title field',
  },
  comment: { id: 'web.shortlistCompose.comment', defaultMessage: 'Message to the reviewers', description: 'Label of the message field' },
  commentHint: {
    id: 'web.shortlistCompose.commentHint',
    defaultMessage: 'Optional; it goes with the e-mail to each reviewer.',
    description: 'Hint under the message field',
  },
  send: { id: 'web.shortlistCompose.send', defaultMessage: 'Send shortlist', description: 'Button that sends the shortlist' },
  sendFailed: {
    id: 'web.shortlistCompose.sendFailed',
    defaultMessage: 'The shortlist could not be sent. Please try again.',
    description: 'Error when sending failed without a message from the server',
  },
  sent: { id: 'web.shortlistCompose.sent', defaultMessage: 'Shortlist sent', description: 'Success bar after sending a shortlist' },
  sentHeading: {
    id: 'web.shortlistCompose.sentHeading',
    defaultMessage: 'Sent shortlists',
    description: 'Heading of the vacancy’s sent shortlists',
  },
  sentEmpty: {
    id: 'web.shortlistCompose.sentEmpty',
    defaultMessage: 'No shortlist of this vacancy has been sent yet.',
    description: 'Shown when the vacancy has no shortlist yet',
  },
});

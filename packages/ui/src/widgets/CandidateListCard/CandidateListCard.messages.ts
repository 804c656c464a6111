import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  statusSubmitted: {
    id: 'ui.candidateListCard.status.submitted',
    defaultMessage: 'Submitted',
    description: 'Status of a candidate list the consultant submitted and the employer has not decided on yet',
  },
  statusCompleted: {
    id: 'ui.candidateListCard.status.completed',
    defaultMessage: 'Research completed',
    description: 'Status of a candidate list whose research the employer completed with a milestone',
  },
  statusRejected: {
    id: 'ui.candidateListCard.status.rejected',
    defaultMessage: 'Rejected',
    description: 'Status of a candidate list the employer rejected',
  },
  statusWithdrawn: {
    id: 'ui.candidateListCard.status.withdrawn',
    defaultMessage: 'Withdrawn',
    description: 'Status of a candidate list the consultant withdrew',
  },
  submittedBy: {
    id: 'ui.candidateListCard.submittedBy',
    defaultMessage: 'Submitted by {name}',
    description: 'Who submitted the candidate list: the consultant and their agency',
  },
  facts: {
    id: 'ui.candidateListCard.facts',
    defaultMessage: 'Facts of {title}',
    description: 'Accessible name of the key facts of a candidate list',
  },
  submittedOn: {
    id: 'ui.candidateListCard.submittedOn',
    defaultMessage: 'Submitted',
    description: 'Label of the day the list was submitted',
  },
  statusSince: {
    id: 'ui.candidateListCard.statusSince',
    defaultMessage: 'Status since',
    description: 'Label of the day the list reached its current status',
  },
  milestone: { id: 'ui.candidateListCard.milestone', defaultMessage: 'Milestone', description: 'Label of the research milestone reached' },
  comment: { id: 'ui.candidateListCard.comment', defaultMessage: 'Comment', description: 'Label of the consultant’s comment on the list' },
  documents: {
    id: 'ui.candidateListCard.documents',
    defaultMessage: 'Documents',
    description: 'Heading and accessible name of the documents attached to the candidate list',
  },
  noDocuments: {
    id: 'ui.candidateListCard.noDocuments',
    defaultMessage: 'No documents attached.',
    description: 'Shown when the candidate list has no documents',
  },
  download: {
    id: 'ui.candidateListCard.download',
    defaultMessage: 'Download {name}',
    description: 'Accessible name of the button that downloads one document of the list',
  },
  feedback: {
    id: 'ui.candidateListCard.feedback',
    defaultMessage: 'Employer feedback',
    description: 'Heading of the employer’s feedback on the candidate list',
  },
  feedbackOn: {
    id: 'ui.candidateListCard.feedbackOn',
    defaultMessage: 'Given on {date}',
    description: 'The day the employer gave the feedback',
  },
  actions: {
    id: 'ui.candidateListCard.actions',
    defaultMessage: 'Actions for {title}',
    description: 'Accessible name of the group of buttons acting on one candidate list',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  position: {
    id: 'ui.shortlistCandidate.position',
    defaultMessage: 'Current position',
    description: 'Label of the candidate’s current position on a shortlist candidate',
  },
  employed: {
    id: 'ui.shortlistCandidate.employed',
    defaultMessage: 'Employed',
    description: 'Label: whether the candidate is employed at the moment',
  },
  yes: { id: 'ui.shortlistCandidate.yes', defaultMessage: 'Yes', description: 'Employed: yes' },
  no: { id: 'ui.shortlistCandidate.no', defaultMessage: 'No', description: 'Employed: no' },
  place: { id: 'ui.shortlistCandidate.place', defaultMessage: 'Location', description: 'Label of where the candidate lives' },
  contact: { id: 'ui.shortlistCandidate.contact', defaultMessage: 'Contact', description: 'Label of the candidate’s e-mail and phone' },
  consultant: {
    id: 'ui.shortlistCandidate.consultant',
    defaultMessage: 'Proposed by',
    description: 'Label of the search consultant (and agency) who submitted the candidate',
  },
  submitted: {
    id: 'ui.shortlistCandidate.submitted',
    defaultMessage: 'Submitted on',
    description: 'Label of the day the candidate was submitted to the vacancy',
  },
  facts: {
    id: 'ui.shortlistCandidate.facts',
    defaultMessage: 'Key facts about {name}',
    description: 'Accessible name of the list of a shortlisted candidate’s facts',
  },
  comment: {
    id: 'ui.shortlistCandidate.comment',
    defaultMessage: 'Why this candidate',
    description: 'Heading of the search consultant’s comment on the submission',
  },
  documents: { id: 'ui.shortlistCandidate.documents', defaultMessage: 'Documents', description: 'Heading of the candidate’s documents' },
  reviews: { id: 'ui.shortlistCandidate.reviews', defaultMessage: 'Reviews', description: 'Heading of the reviews given on the candidate' },
  noReviews: {
    id: 'ui.shortlistCandidate.noReviews',
    defaultMessage: 'No review yet.',
    description: 'Shown when nobody has reviewed the shortlisted candidate yet',
  },
  reviewBy: {
    id: 'ui.shortlistCandidate.reviewBy',
    defaultMessage: '{author} on {date}',
    description: 'Who gave a review and when',
  },
  unknownAuthor: {
    id: 'ui.shortlistCandidate.unknownAuthor',
    defaultMessage: 'A former user',
    description: 'The author of a review whose account no longer exists',
  },
});

import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'web.shortlist.title', defaultMessage: 'Shortlists', description: 'Heading of the shortlist page' },
  back: { id: 'web.shortlist.back', defaultMessage: 'My dashboard', description: 'Back link from the shortlist page' },
  backToVacancy: { id: 'web.shortlist.backToVacancy', defaultMessage: 'Back to the vacancy', description: 'Back link to the vacancy page' },
  backToList: { id: 'web.shortlist.backToList', defaultMessage: 'All shortlists', description: 'Back link from one shortlist to the list' },
  intro: {
    id: 'web.shortlist.intro',
    defaultMessage: 'Shortlists sent to you for review and those of your vacancies.',
    description: 'One line under the heading of the shortlist page',
  },
  listLabel: { id: 'web.shortlist.listLabel', defaultMessage: 'Shortlists', description: 'Accessible name of the list of shortlists' },
  empty: { id: 'web.shortlist.empty', defaultMessage: 'No shortlists yet', description: 'Title of the empty shortlist page' },
  emptyHint: {
    id: 'web.shortlist.emptyHint',
    defaultMessage: 'When a shortlist is sent to you or from one of your vacancies, it shows here.',
    description: 'Hint on the empty shortlist page',
  },
  loading: { id: 'web.shortlist.loading', defaultMessage: 'Loading shortlists', description: 'Accessible name of the page while it loads' },
  failed: {
    id: 'web.shortlist.failed',
    defaultMessage: 'The shortlists could not be loaded.',
    description: 'Inline error when the shortlists were refused or failed to load without a message',
  },
  notFound: {
    id: 'web.shortlist.notFound',
    defaultMessage: 'This shortlist does not exist, or it was not sent to you.',
    description: 'Inline error when a shortlist is refused (not found, or not the viewer’s) or failed to load without a message',
  },
  retry: { id: 'web.shortlist.retry', defaultMessage: 'Try again', description: 'Button that loads again after a failure' },
  untitled: {
    id: 'web.shortlist.untitled',
    defaultMessage: 'Shortlist for {vacancy}',
    description: 'Name of a shortlist that was sent without a title',
  },
  sentBy: {
    id: 'web.shortlist.sentBy',
    defaultMessage: 'Sent by {name} on {date}',
    description: 'Who sent the shortlist and when',
  },
  sentOn: { id: 'web.shortlist.sentOn', defaultMessage: 'Sent on {date}', description: 'When the shortlist was sent (sender unknown)' },
  vacancy: { id: 'web.shortlist.vacancy', defaultMessage: 'Vacancy: {title}', description: 'The vacancy a shortlist belongs to' },
  counts: {
    id: 'web.shortlist.counts',
    defaultMessage: '{candidates, plural, one {# candidate} other {# candidates}} · {reviewed} reviewed by you',
    description: 'How many candidates a shortlist has and how many the viewer reviewed',
  },
  candidateCount: {
    id: 'web.shortlist.candidateCount',
    defaultMessage: '{candidates, plural, one {# candidate} other {# candidates}}',
    description: 'How many candidates a shortlist has',
  },
  toReview: { id: 'web.shortlist.toReview', defaultMessage: 'To review', description: 'Badge: the shortlist was sent to the viewer' },
  open: { id: 'web.shortlist.open', defaultMessage: 'Open {name}', description: 'Link that opens a shortlist' },
  print: { id: 'web.shortlist.print', defaultMessage: 'Print view', description: 'Link to the print page of a shortlist' },
  printVacancy: {
    id: 'web.shortlist.printVacancy',
    defaultMessage: 'Print all candidates of the vacancy',
    description: 'Link to the print page of every shortlisted candidate of a vacancy',
  },
  candidates: { id: 'web.shortlist.candidates', defaultMessage: 'Candidates', description: 'Heading of the candidates of a shortlist' },
  noCandidates: {
    id: 'web.shortlist.noCandidates',
    defaultMessage: 'This shortlist has no candidates.',
    description: 'Shown when a shortlist holds no candidates',
  },
  comment: { id: 'web.shortlist.comment', defaultMessage: 'Message from the sender', description: 'Heading of the sender’s comment' },
  review: { id: 'web.shortlist.review', defaultMessage: 'Review {name}', description: 'Button: review one candidate (with their name)' },
  reviewAgain: {
    id: 'web.shortlist.reviewAgain',
    defaultMessage: 'Change review of {name}',
    description: 'Button: change the viewer’s review of one candidate',
  },
  reviewTitle: { id: 'web.shortlist.reviewTitle', defaultMessage: 'Review {name}', description: 'Title of the review dialog' },
  reviewIntro: {
    id: 'web.shortlist.reviewIntro',
    defaultMessage: 'Your assessment goes to {sender}, who decides on the next step.',
    description: 'Sentence at the top of the review dialog',
  },
  reviewIntroAnonymous: {
    id: 'web.shortlist.reviewIntroAnonymous',
    defaultMessage: 'Your assessment goes to the vacancy’s owner, who decides on the next step.',
    description: 'Sentence at the top of the review dialog when the sender is unknown',
  },
  reviewSaved: { id: 'web.shortlist.reviewSaved', defaultMessage: 'Review saved', description: 'Success bar after a review' },
  printButton: { id: 'web.shortlist.printButton', defaultMessage: 'Print', description: 'Button that opens the browser’s print dialog' },
  printHint: {
    id: 'web.shortlist.printHint',
    defaultMessage: 'Each candidate is printed on a page of their own (A4).',
    description: 'Hint above the print page',
  },
  printTitle: {
    id: 'web.shortlist.printTitle',
    defaultMessage: 'Shortlist: {vacancy}',
    description: 'Heading of the print page of a shortlist or a vacancy’s candidates',
  },
  printLoading: {
    id: 'web.shortlist.printLoading',
    defaultMessage: 'Loading the print view',
    description: 'Accessible name while loading',
  },
  printed: { id: 'web.shortlist.printed', defaultMessage: 'Printed on {date}', description: 'Line on paper: the day of printing' },
});

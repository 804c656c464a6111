import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  submittedBy: {
    id: 'ui.applicationCard.submittedBy',
    defaultMessage: 'Submitted by {name}',
    description: 'Who submitted the candidate to the vacancy (the search consultant), on an application card',
  },
  submittedOn: {
    id: 'ui.applicationCard.submittedOn',
    defaultMessage: 'submitted {date}',
    description: 'The day the candidate was submitted, on an application card',
  },
  since: {
    id: 'ui.applicationCard.since',
    defaultMessage: 'since {date}',
    description: 'When the application got its current status, after the status badge',
  },
  interviews: {
    id: 'ui.applicationCard.interviews',
    defaultMessage: '{count, plural, one {# interview} other {# interviews}}',
    description: 'How many interviews the application has had',
  },
  showDetails: {
    id: 'ui.applicationCard.showDetails',
    defaultMessage: 'Details',
    description: 'Button that opens the details of an application (its actions, placement and log)',
  },
  showDetailsFor: {
    id: 'ui.applicationCard.showDetailsFor',
    defaultMessage: 'Details: {name}',
    description: 'Accessible name of the button that opens the details of one application (the candidate named)',
  },
  actions: {
    id: 'ui.applicationCard.actions',
    defaultMessage: 'Actions for {name}',
    description: 'Accessible name of the group of action buttons of one application (the candidate named)',
  },
  details: {
    id: 'ui.applicationCard.details',
    defaultMessage: 'Application of {name}',
    description: 'Accessible name of the opened details of one application (the candidate named)',
  },
  loadingDetails: {
    id: 'ui.applicationCard.loadingDetails',
    defaultMessage: 'Loading the application…',
    description: 'Accessible name of the placeholder while the details of an application load',
  },
  noActions: {
    id: 'ui.applicationCard.noActions',
    defaultMessage: 'Nothing to do for you in this status.',
    description: 'Shown in the opened application when the viewer may take no action on it now',
  },
});

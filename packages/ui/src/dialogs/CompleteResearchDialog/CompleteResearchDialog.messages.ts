import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'ui.completeResearchDialog.title',
    defaultMessage: 'Complete research',
    description: 'Title of the dialog in which the employer completes the research of a candidate list with a milestone (000 §2)',
  },
  milestone: {
    id: 'ui.completeResearchDialog.milestone',
    defaultMessage: 'Milestone',
    description: 'Label of the required milestone select of the complete-research dialog',
  },
  loadingMilestones: {
    id: 'ui.completeResearchDialog.loadingMilestones',
    defaultMessage: 'Loading milestones…',
    description: 'Placeholder of the milestone select while the milestones load',
  },
});

const typed = defineMessages<{ intro: { title: string } }>({
  intro: {
    id: 'ui.completeResearchDialog.intro',
    defaultMessage: 'The research of the candidate list “{title}” is complete. Which milestone did it reach?',
    description: 'Explanation at the top of the complete-research dialog; {title} is the candidate list’s title',
  },
});

/** "The research of the candidate list “Longlist …” is complete. …" */
export function formatIntro(intl: IntlShape, title: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { title });
}

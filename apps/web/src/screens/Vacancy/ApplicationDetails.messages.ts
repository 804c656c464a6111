import { defineMessages } from 'react-intl';

/** The texts only an opened application's details show (a chunk loaded on opening, decision 0043); the rest are VacancyApplications.messages'. */
export const applicationDetailsMessages = defineMessages({
  log: {
    id: 'web.vacancy.applications.log',
    defaultMessage: 'Log',
    description: 'Heading and accessible name of the status log of one application',
  },
  logEmpty: {
    id: 'web.vacancy.applications.logEmpty',
    defaultMessage: 'No changes yet.',
    description: 'Shown when the log of an application has no entries',
  },
  feedback: {
    id: 'web.vacancy.applications.feedback',
    defaultMessage: 'Feedback',
    description: 'Heading of the employer’s latest feedback on an application',
  },
  feedbackBy: {
    id: 'web.vacancy.applications.feedbackBy',
    defaultMessage: 'by {name}',
    description: 'Who gave the feedback, after the assessment level',
  },
  editPlacement: {
    id: 'web.vacancy.applications.editPlacement',
    defaultMessage: 'Edit placement',
    description: 'Button: edit the placement',
  },
  revertPlacement: {
    id: 'web.vacancy.applications.revertPlacement',
    defaultMessage: 'Revert placement',
    description: 'Button: undo the hire; the application returns to its previous status',
  },
  submitted: {
    id: 'web.vacancy.applications.submitted',
    defaultMessage: 'Submitted',
    description: 'Log entry of an application: the consultant submitted the candidate',
  },
  interview: {
    id: 'web.vacancy.applications.interview',
    defaultMessage: 'Interview',
    description: 'Log entry of an application: an interview was scheduled',
  },
  revertAction: {
    id: 'web.vacancy.applications.revertAction',
    defaultMessage: 'Placement reverted',
    description: 'Log entry of an application: its placement was reverted',
  },
  interviewsFailed: {
    id: 'web.vacancy.interviews.failed',
    defaultMessage: 'The interviews could not be loaded.',
    description: 'Shown in an application when its interviews could not be loaded',
  },
});

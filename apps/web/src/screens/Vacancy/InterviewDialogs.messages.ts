import { defineMessages } from 'react-intl';

/** The texts only the interview dialogs and their notices show (a lazy chunk, decision 0043); the rest are VacancyInterviews.messages'. */
export const interviewDialogMessages = defineMessages({
  cancelTitle: {
    id: 'web.vacancy.interviews.cancelTitle',
    defaultMessage: 'Cancel interview',
    description: 'Title of the confirmation to cancel an interview',
  },
  cancelMessage: {
    id: 'web.vacancy.interviews.cancelMessage',
    defaultMessage: 'Cancel the interview with {name} on {date}? The search consultant is told.',
    description: 'Question of the confirmation to cancel an interview; {date} is its date and time',
  },
  scheduled: {
    id: 'web.vacancy.interviews.scheduled',
    defaultMessage: 'The interview with {name} is scheduled; the search consultant is told.',
    description: 'Success bar after scheduling an interview',
  },
  changed: {
    id: 'web.vacancy.interviews.changed',
    defaultMessage: 'The interview with {name} is changed; the search consultant is told.',
    description: 'Success bar after changing an interview',
  },
  cancelled: {
    id: 'web.vacancy.interviews.cancelled',
    defaultMessage: 'The interview with {name} is cancelled; the search consultant is told.',
    description: 'Success bar after cancelling an interview',
  },
});

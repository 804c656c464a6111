import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'ui.interviewList.title', defaultMessage: 'Interviews', description: 'Heading of the interviews of an application' },
  empty: {
    id: 'ui.interviewList.empty',
    defaultMessage: 'No interview scheduled yet.',
    description: 'Shown when an application has no interview',
  },
  loading: {
    id: 'ui.interviewList.loading',
    defaultMessage: 'Loading interviews…',
    description: 'Screen-reader text while the interviews load',
  },
  minutes: {
    id: 'ui.interviewList.minutes',
    defaultMessage: '{minutes, number} min',
    description: 'The length of an interview in minutes, after its date',
  },
  onSite: { id: 'ui.interviewList.onSite', defaultMessage: 'On site: {place}', description: 'Where an on-site interview takes place' },
  onSiteOpen: {
    id: 'ui.interviewList.onSiteOpen',
    defaultMessage: 'On site, place to be confirmed',
    description: 'An on-site interview whose place is not given yet',
  },
  video: { id: 'ui.interviewList.video', defaultMessage: 'Video call', description: 'Link text of the video call of an interview' },
  phone: { id: 'ui.interviewList.phone', defaultMessage: 'By phone', description: 'An interview held by phone' },
  participants: {
    id: 'ui.interviewList.participants',
    defaultMessage: 'Taking part: {names}',
    description: 'Who takes part in the interview on the employer’s side',
  },
  scheduled: { id: 'ui.interviewList.scheduled', defaultMessage: 'Scheduled', description: 'Badge of a scheduled interview' },
  cancelled: { id: 'ui.interviewList.cancelled', defaultMessage: 'Cancelled', description: 'Badge of a cancelled interview' },
  cancelReason: {
    id: 'ui.interviewList.cancelReason',
    defaultMessage: 'Cancelled: {comment}',
    description: 'Why the interview was cancelled (the comment given)',
  },
  edit: { id: 'ui.interviewList.edit', defaultMessage: 'Change', description: 'Button: change (move) a scheduled interview' },
  editFor: {
    id: 'ui.interviewList.editFor',
    defaultMessage: 'Change: interview on {date}',
    description: 'Accessible name of the change button, naming the interview’s date',
  },
  cancel: { id: 'ui.interviewList.cancel', defaultMessage: 'Cancel interview', description: 'Button: cancel a scheduled interview' },
  cancelFor: {
    id: 'ui.interviewList.cancelFor',
    defaultMessage: 'Cancel interview: {date}',
    description: 'Accessible name of the cancel button, naming the interview’s date',
  },
});

import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

export const messages = defineMessages({
  createTitle: {
    id: 'ui.interviewDialog.createTitle',
    defaultMessage: 'Schedule interview',
    description: 'Title of the dialog in which the employer schedules an interview with a candidate (001 §7.5)',
  },
  editTitle: {
    id: 'ui.interviewDialog.editTitle',
    defaultMessage: 'Change interview',
    description: 'Title of the interview dialog when the employer moves or changes a scheduled interview',
  },
  day: { id: 'ui.interviewDialog.day', defaultMessage: 'Day', description: 'Label of the interview’s day (date picker)' },
  time: {
    id: 'ui.interviewDialog.time',
    defaultMessage: 'Time',
    description: 'Label of the interview’s start time (a list of times every 15 minutes)',
  },
  duration: {
    id: 'ui.interviewDialog.duration',
    defaultMessage: 'Duration (minutes)',
    description: 'Label of the interview’s length in minutes (5 to 1440)',
  },
  kind: { id: 'ui.interviewDialog.kind', defaultMessage: 'How', description: 'Label of the choice how the interview is held' },
  onSite: { id: 'ui.interviewDialog.onSite', defaultMessage: 'On site', description: 'Interview held in person at a place' },
  video: { id: 'ui.interviewDialog.video', defaultMessage: 'Video call', description: 'Interview held as a video call' },
  phone: { id: 'ui.interviewDialog.phone', defaultMessage: 'Phone', description: 'Interview held by phone' },
  location: {
    id: 'ui.interviewDialog.location',
    defaultMessage: 'Place',
    description: 'Label of the address or room of an on-site interview',
  },
  videoLink: {
    id: 'ui.interviewDialog.videoLink',
    defaultMessage: 'Video link',
    description: 'Label of the web address of the video call (required for a video interview)',
  },
  participants: {
    id: 'ui.interviewDialog.participants',
    defaultMessage: 'Taking part',
    description: 'Label of the people taking part on the employer’s side (free text)',
  },
  comment: {
    id: 'ui.interviewDialog.comment',
    defaultMessage: 'Note for the search consultant and the candidate',
    description: 'Label of the note sent with the interview',
  },
  schedule: { id: 'ui.interviewDialog.schedule', defaultMessage: 'Schedule', description: 'Confirm button: schedules the interview' },
  save: { id: 'ui.interviewDialog.save', defaultMessage: 'Save', description: 'Confirm button: saves the changed interview' },
  cancel: { id: 'ui.interviewDialog.cancel', defaultMessage: 'Cancel', description: 'Closes the interview dialog without saving' },
});

const typed = defineMessages<{ intro: { name: string; zone: string } }>({
  intro: {
    id: 'ui.interviewDialog.intro',
    defaultMessage: 'Interview with {name}. Times are in your time zone, {zone}; the search consultant is told by e-mail.',
    description: 'Explanation at the top of the interview dialog; {name} is the candidate, {zone} the user’s IANA time zone',
  },
});

/** "Interview with Sophie Weber. Times are in your time zone, Europe/Zurich; …" */
export function formatIntro(intl: IntlShape, name: string, zone: string): string {
  return intl.formatMessage(typed.intro as MessageDescriptor, { name, zone });
}

/** Texts of the interview routes: their refusals and the mail to the consultant. */
import { catalog } from '../http/catalog';

export const interviewTexts = catalog({
  'interview-cancelled': { en: 'This interview has been cancelled.', de: 'Dieses Interview wurde abgesagt.' },
  'interview-application-closed': {
    en: 'The candidate is no longer in the running on this vacancy ({status}); the interview can only be cancelled.',
    de: 'Der Kandidat ist auf dieser Vakanz nicht mehr im Rennen ({status}); das Interview kann nur noch abgesagt werden.',
  },
  'mail-interview-create-subject': { en: 'Interview with {candidate} on {date}', de: 'Interview mit {candidate} am {date}' },
  'mail-interview-edit-subject': {
    en: 'Interview with {candidate} moved to {date}',
    de: 'Interview mit {candidate} verschoben auf {date}',
  },
  'mail-interview-cancel-subject': {
    en: 'Interview with {candidate} on {date} cancelled',
    de: 'Interview mit {candidate} am {date} abgesagt',
  },
  'mail-interview-create-body': {
    en: '{actor} scheduled an interview with {candidate} for the vacancy {job}.\n\n{details}',
    de: '{actor} hat ein Interview mit {candidate} für die Vakanz {job} geplant.\n\n{details}',
  },
  'mail-interview-edit-body': {
    en: '{actor} changed the interview with {candidate} for the vacancy {job}.\n\n{details}',
    de: '{actor} hat das Interview mit {candidate} für die Vakanz {job} geändert.\n\n{details}',
  },
  'mail-interview-cancel-body': {
    en: '{actor} cancelled the interview with {candidate} for the vacancy {job} on {date}.\n{comment}',
    de: '{actor} hat das Interview mit {candidate} für die Vakanz {job} am {date} abgesagt.\n{comment}',
  },
  'mail-interview-when': { en: 'When: {date} ({minutes} minutes)', de: 'Wann: {date} ({minutes} Minuten)' },
  'mail-interview-on-site': { en: 'Where: {location}', de: 'Wo: {location}' },
  'mail-interview-on-site-open': { en: 'Where: to be confirmed', de: 'Wo: wird noch mitgeteilt' },
  'mail-interview-video': { en: 'Video call: {link}', de: 'Videoanruf: {link}' },
  'mail-interview-phone': { en: 'By phone', de: 'Per Telefon' },
  'mail-interview-participants': { en: 'Taking part: {participants}', de: 'Teilnehmende: {participants}' },
  'mail-interview-note': { en: 'Note: {comment}', de: 'Hinweis: {comment}' },
});

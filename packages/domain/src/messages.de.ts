/**
 * German texts of every domain message (see {@link domainMessages} for the English). The server
 * answers validation errors in German with these, and the UI merges them into its catalogue.
 * `messages.test.ts` checks that every id has a German text.
 */
import { jobRecruiterDisplayLabels, jobRecruiterDisplayStatuses } from './machines/jobRecruiter';
import { jobActionLabelsDe, jobActions } from './machines/job';
import { applicationStatusMessageId, jobActionMessageId, jobRecruiterDisplayMessageId, jobStatusMessageId } from './messages';
import { applicationStatuses, applicationStatusLabelsDe, jobStatuses, jobStatusLabelsDe } from './statuses';

export const domainMessagesDe: Readonly<Record<string, string>> = {
  'domain.error.required': 'Dieses Feld ist erforderlich',
  'domain.error.type': 'Dieser Wert ist ungültig',
  'domain.error.min': 'Der Wert ist zu klein',
  'domain.error.max': 'Der Wert ist zu gross',
  'domain.error.integer': 'Geben Sie eine ganze Zahl ein',
  'domain.error.step': 'Der Wert passt nicht zu den erlaubten Schritten',
  'domain.error.max-length': 'Der Text ist zu lang',
  'domain.error.min-items': 'Wählen Sie mindestens einen Eintrag',
  'domain.error.option': 'Wählen Sie eine der Optionen',
  'domain.error.email': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'domain.error.date': 'Geben Sie ein gültiges Datum ein',
  'domain.error.url': 'Geben Sie eine Webadresse ein, die mit https:// beginnt',
  'domain.error.date-after-today': 'Das Datum darf nicht in der Zukunft liegen',
  'domain.error.range-order': 'Der Höchstwert darf nicht unter dem Mindestwert liegen',
  'domain.error.otp': 'Geben Sie den 6-stelligen Code ein',
  'domain.error.consent': 'Bitte bestätigen Sie, um fortzufahren',
  'domain.error.admin-only': 'Nur ein Administrator kann dies festlegen',
  'domain.error.invalid-characters': 'Der Text enthält unzulässige Zeichen (Steuerzeichen oder defekte Symbole)',
  'domain.reason.permission-denied': 'Sie haben keine Berechtigung dafür.',
  'domain.reason.not-owner': 'Nur der Eigentümer dieses Datensatzes kann dies tun.',
  'domain.reason.admin-only': 'Nur ein Administrator kann dies jetzt tun.',
  'domain.reason.status-not-allowed': 'Im aktuellen Status ist dies nicht möglich.',
  'domain.reason.has-recruited-candidates': 'Für die Stelle wurden bereits Kandidaten eingestellt.',
  'domain.reason.exclusive-for-headhunters': 'Die Stelle ist exklusiv für Headhunter.',
  'domain.reason.no-recruiters': 'Die Stelle hat noch keine Personalberater.',
  'domain.reason.no-candidates': 'Die Stelle hat noch keine Kandidaten.',
  'domain.reason.job-not-active': 'Die Stelle ist nicht aktiv.',
  'domain.reason.job-not-active-or-closed': 'Die Stelle ist weder aktiv noch geschlossen.',
  'domain.reason.not-accepting-candidates': 'Die Stelle nimmt zurzeit keine Kandidaten an.',
  'domain.reason.recruiter-not-accepted': 'Der Personalberater ist für diese Stelle nicht zugelassen.',
  'domain.reason.custom-terms-not-agreed': 'Den besonderen Bedingungen dieser Stelle wurde nicht zugestimmt.',
  'domain.reason.not-the-recruiter': 'Nur der betroffene Personalberater kann dies tun.',
  'domain.reason.not-accepting-recruiters': 'Die Stelle nimmt derzeit keine Personalberater an.',
  'domain.reason.recruiter-blacklisted': 'Das Unternehmen arbeitet nicht mit diesem Personalberater zusammen.',
  'domain.reason.has-running-applications': 'Der Kandidat hat noch laufende Bewerbungen.',
  'domain.time.few-minutes': 'in wenigen Minuten',
  'domain.time.within-hour': 'innerhalb einer Stunde',
  'domain.time.few-hours': 'innerhalb weniger Stunden',
  'domain.time.within-day': 'innerhalb eines Tages',
  'domain.time.few-days': 'in wenigen Tagen',
  'domain.time.within-week': 'innerhalb einer Woche',
  'domain.time.weeks': 'etwa {count, plural, one {# Woche} other {# Wochen}}',
  'domain.time.less-than-day': 'weniger als ein Tag',
  'domain.time.one-day': 'ein Tag',
  'domain.time.days': '{count} Tage',
  ...Object.fromEntries(applicationStatuses.map((s) => [applicationStatusMessageId(s), applicationStatusLabelsDe[s]])),
  ...Object.fromEntries(jobRecruiterDisplayStatuses.map((s) => [jobRecruiterDisplayMessageId(s), jobRecruiterDisplayLabels.de[s]])),
  ...Object.fromEntries(jobStatuses.map((s) => [jobStatusMessageId(s), jobStatusLabelsDe[s]])),
  ...Object.fromEntries(jobActions.map((a) => [jobActionMessageId(a), jobActionLabelsDe[a]])),
  'domain.interest.other': 'Andere',
  'domain.interest.empty': 'Leer',
};

import { domainErrorMessages, domainMessagesDe, type DomainErrorId } from '@mandate/domain';
import type { FastifyRequest } from 'fastify';

export type Locale = 'en' | 'de';

/** The server's own messages, in both languages. */
const serverMessages = {
  'validation-failed': { en: 'Please check the highlighted fields.', de: 'Bitte prüfen Sie die markierten Felder.' },
  'malformed-body': { en: 'The request body is not valid JSON.', de: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
  'not-authenticated': { en: 'Please log in.', de: 'Bitte melden Sie sich an.' },
  'session-expired': {
    en: 'Your session has expired. Please log in again.',
    de: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  'invalid-credentials': { en: 'The e-mail address or password is wrong.', de: 'Die E-Mail-Adresse oder das Passwort ist falsch.' },
  'account-not-active': {
    en: 'This account is not active. Please contact support.',
    de: 'Dieses Konto ist nicht aktiv. Bitte wenden Sie sich an den Support.',
  },
  'invalid-otp': { en: 'The code is wrong or has expired.', de: 'Der Code ist falsch oder abgelaufen.' },
  'invalid-login-link': {
    en: 'This login link is invalid or has expired.',
    de: 'Dieser Anmeldelink ist ungültig oder abgelaufen.',
  },
  'otp-sent': {
    en: 'If the address belongs to an account, a code is on its way.',
    de: 'Falls die Adresse zu einem Konto gehört, ist ein Code unterwegs.',
  },
  'too-many-requests': { en: 'Too many requests. Please wait.', de: 'Zu viele Anfragen. Bitte warten Sie.' },
  'access-denied': { en: 'Access denied', de: 'Zugriff verweigert' },
  'not-found': { en: 'Not found', de: 'Nicht gefunden' },
  // The invitation text the invite stepper starts with; the template's mail goes around it (rich text).
  'invite-default-comment': {
    en: '<p>We think you would be a good fit for this search. Are you interested? We look forward to your answer.</p>',
    de: '<p>Wir glauben, dass Sie gut zu dieser Suche passen. Haben Sie Interesse? Wir freuen uns auf Ihre Antwort.</p>',
  },
  'terms-changed': {
    en: 'The terms and conditions have changed. Please read the current ones and accept them again.',
    de: 'Die Allgemeinen Geschäftsbedingungen haben sich geändert. Bitte lesen Sie die aktuellen und akzeptieren Sie sie erneut.',
  },
  // The same for a vacancy that does not exist and one the viewer may not see: its existence stays unknown.
  'job-not-found': {
    en: 'This vacancy does not exist, or you may not see it.',
    de: 'Diese Stelle gibt es nicht, oder Sie dürfen sie nicht sehen.',
  },
  'linkedin-not-configured': {
    en: 'Login with LinkedIn is not configured on this server.',
    de: 'Die Anmeldung mit LinkedIn ist auf diesem Server nicht eingerichtet.',
  },
  'refresh-reused': {
    en: 'This session was ended for your security. Please log in again.',
    de: 'Diese Sitzung wurde zu Ihrer Sicherheit beendet. Bitte melden Sie sich erneut an.',
  },
  'email-taken': { en: 'This e-mail address is already registered.', de: 'Diese E-Mail-Adresse ist bereits registriert.' },
  'password-wrong': { en: 'The current password is wrong.', de: 'Das aktuelle Passwort ist falsch.' },
  'password-reset-sent': {
    en: 'If the address belongs to an account, a link to reset the password is on its way.',
    de: 'Falls die Adresse zu einem Konto gehört, ist ein Link zum Zurücksetzen des Passworts unterwegs.',
  },
  'password-reset-subject': { en: 'Reset your Mandate password', de: 'Setzen Sie Ihr Mandate-Passwort zurück' },
  'password-reset-body': {
    en: 'Open this link within 24 hours to set a new password: {link}',
    de: 'Öffnen Sie diesen Link innerhalb von 24 Stunden, um ein neues Passwort zu setzen: {link}',
  },
  'not-yourself': { en: 'You cannot do this to your own account.', de: 'Das ist für Ihr eigenes Konto nicht möglich.' },
  'account-closed': { en: 'The account is closed.', de: 'Das Konto ist geschlossen.' },
  'not-a-member': {
    en: 'This user is not a member of the organisation.',
    de: 'Diese Person ist kein Mitglied der Organisation.',
  },
  'unknown-organization': { en: 'This organisation does not exist.', de: 'Diese Organisation existiert nicht.' },
  'unknown-user': { en: 'This user does not exist.', de: 'Diese Person existiert nicht.' },
  'membership-active': { en: 'Active', de: 'Aktiv' },
  'membership-revoked': { en: 'Revoked', de: 'Entzogen' },
  // Reference data and files (001 §5 upload messages).
  'unknown-list': { en: 'There is no reference list named "{name}".', de: 'Es gibt keine Referenzliste namens "{name}".' },
  'file-too-large': {
    en: 'The file {name} has {size} that exceeds the maximum allowed size of {max}',
    de: 'Die Datei {name} hat {size} und überschreitet die maximal erlaubte Größe von {max}',
  },
  'file-invalid-type': {
    en: 'File has invalid type. Only {types} files are allowed.',
    de: 'Die Datei hat einen ungültigen Typ. Nur {types}-Dateien sind erlaubt.',
  },
  'file-upload-failed': { en: 'Error during the file upload', de: 'Fehler beim Hochladen der Datei' },
  'file-too-many': { en: 'Allowed to upload a maximum of {n} files', de: 'Es dürfen höchstens {n} Dateien hochgeladen werden' },
  'file-missing': { en: 'Please choose a file to upload.', de: 'Bitte wählen Sie eine Datei zum Hochladen.' },
  'file-unknown-type': {
    en: 'Unknown upload type. Use one of: {types}.',
    de: 'Unbekannte Upload-Art. Erlaubt sind: {types}.',
  },
  'file-not-found': { en: 'This file does not exist.', de: 'Diese Datei existiert nicht.' },
  'otp-subject': { en: 'Your Mandate login code', de: 'Ihr Mandate-Anmeldecode' },
  'otp-body': {
    en: 'Your login code is {code}. It is valid for 10 minutes.',
    de: 'Ihr Anmeldecode lautet {code}. Er ist 10 Minuten gültig.',
  },
  // Candidates, applications, placements, candidate lists and candidate ownership (issue 5 part B).
  'unknown-job': { en: 'This vacancy does not exist.', de: 'Diese Vakanz existiert nicht.' },
  'unknown-candidate': { en: 'This candidate does not exist.', de: 'Dieser Kandidat existiert nicht.' },
  'unknown-file': { en: 'This file does not exist or is not yours.', de: 'Diese Datei existiert nicht oder gehört nicht Ihnen.' },
  'file-wrong-use': {
    en: 'This file was uploaded for another use and cannot be attached here.',
    de: 'Diese Datei wurde für einen anderen Zweck hochgeladen und kann hier nicht angehängt werden.',
  },
  'file-attached-elsewhere': {
    en: 'This file is attached to another record already. Please upload it again.',
    de: 'Diese Datei ist bereits an einem anderen Datensatz angehängt. Bitte laden Sie sie erneut hoch.',
  },
  'candidate-consent-missing': {
    en: "The candidate's data-privacy consent has not been recorded.",
    de: 'Die Datenschutz-Einwilligung des Kandidaten wurde nicht erfasst.',
  },
  'candidate-not-active': { en: 'This candidate has been deleted.', de: 'Dieser Kandidat wurde gelöscht.' },
  'candidate-in-use': {
    en: 'The candidate has applications in progress and cannot be deleted.',
    de: 'Der Kandidat hat laufende Bewerbungen und kann nicht gelöscht werden.',
  },
  'application-exists': {
    en: 'This candidate has already been submitted to this vacancy.',
    de: 'Dieser Kandidat wurde dieser Vakanz bereits vorgeschlagen.',
  },
  'candidate-owned': {
    en: 'This candidate was already submitted to this employer by {owner} ({agency}) on {since}. The ownership lasts until {until}.',
    de: 'Dieser Kandidat wurde diesem Arbeitgeber bereits am {since} von {owner} ({agency}) vorgeschlagen. Die Zuständigkeit gilt bis {until}.',
  },
  'conflict-resolved': { en: 'This conflict has already been resolved.', de: 'Dieser Konflikt wurde bereits gelöst.' },
  'interview-cancelled': { en: 'This interview has already been cancelled.', de: 'Dieses Interview wurde bereits abgesagt.' },
  'placement-reverted': { en: 'This placement has been reverted.', de: 'Diese Platzierung wurde rückgängig gemacht.' },
  'mail-application-new-subject': { en: 'New candidate for {job}', de: 'Neuer Kandidat für {job}' },
  'mail-application-new-body': {
    en: '{recruiter} submitted the candidate {candidate} for the vacancy {job}.',
    de: '{recruiter} hat den Kandidaten {candidate} für die Vakanz {job} vorgeschlagen.',
  },
  'mail-application-status-subject': { en: '{candidate} ({job}): {status}', de: '{candidate} ({job}): {status}' },
  'mail-application-status-body': {
    en: '{actor} changed the status of {candidate} on the vacancy {job} to "{status}".\n{comment}',
    de: '{actor} hat den Status von {candidate} auf der Vakanz {job} auf "{status}" geändert.\n{comment}',
  },
  'mail-interview-subject': { en: 'Interview with {candidate} on {date}', de: 'Interview mit {candidate} am {date}' },
  'mail-interview-body': {
    en: 'An interview with {candidate} for the vacancy {job} is {state} for {date}.\n{comment}',
    de: 'Ein Interview mit {candidate} für die Vakanz {job} ist für {date} {state}.\n{comment}',
  },
  'interview-scheduled': { en: 'scheduled', de: 'geplant' },
  'interview-cancelled-state': { en: 'cancelled', de: 'abgesagt' },
  'mail-candidate-list-subject': { en: 'Candidate list "{title}" ({job}): {status}', de: 'Kandidatenliste "{title}" ({job}): {status}' },
  'mail-candidate-list-body': {
    en: '{actor} set the candidate list "{title}" on the vacancy {job} to "{status}".\n{comment}',
    de: '{actor} hat die Kandidatenliste "{title}" auf der Vakanz {job} auf "{status}" gesetzt.\n{comment}',
  },
  'candidate-list-submitted': { en: 'submitted', de: 'eingereicht' },
  'candidate-list-completed': { en: 'completed', de: 'abgeschlossen' },
  'candidate-list-rejected': { en: 'rejected', de: 'abgelehnt' },
  'candidate-list-withdrawn': { en: 'withdrawn', de: 'zurückgezogen' },
  'mail-ownership-conflict-subject': { en: 'Candidate ownership conflict on {job}', de: 'Zuständigkeitskonflikt auf {job}' },
  'mail-ownership-conflict-body': {
    en: '{claimant} tried to submit {candidate}, who was submitted by {owner} on {since}. You can keep the owner or allow the submission.',
    de: '{claimant} wollte {candidate} vorschlagen, der am {since} von {owner} vorgeschlagen wurde. Sie können die Zuständigkeit bestätigen oder die Einreichung erlauben.',
  },
  // Vacancies and consultants on them (issue 5 part A).
  'job-mail-subject': { en: 'Vacancy {job}: {status}', de: 'Vakanz {job}: {status}' },
  'job-mail-body': {
    en: '{actor} changed the status of the vacancy "{job}" to {status}.{comment}',
    de: '{actor} hat den Status der Vakanz «{job}» auf {status} geändert.{comment}',
  },
  'job-mail-comment': { en: '\n\nComment: {comment}', de: '\n\nKommentar: {comment}' },
  'job-recruiter-mail-subject': { en: '{recruiter} on the vacancy {job}: {status}', de: '{recruiter} bei der Vakanz {job}: {status}' },
  'job-recruiter-mail-body': {
    en: 'The status of {recruiter} on the vacancy "{job}" is now {status} (changed by {actor}).{comment}',
    de: 'Der Status von {recruiter} bei der Vakanz «{job}» ist jetzt {status} (geändert von {actor}).{comment}',
  },
  'job-delegated-subject': { en: 'The vacancy {job} was delegated to you', de: 'Die Vakanz {job} wurde Ihnen übertragen' },
  'job-delegated-body': {
    en: '{actor} delegated the vacancy "{job}" from {from} to you.',
    de: '{actor} hat Ihnen die Vakanz «{job}» von {from} übertragen.',
  },
  'shortlist-subject': {
    en: 'A shortlist for the vacancy {job} awaits your review',
    de: 'Eine Shortlist für die Vakanz {job} wartet auf Ihre Prüfung',
  },
  'shortlist-body': {
    en: '{actor} sent you a shortlist of {count} candidates for the vacancy "{job}".{comment}',
    de: '{actor} hat Ihnen eine Shortlist mit {count} Kandidaten für die Vakanz «{job}» gesendet.{comment}',
  },
  'testimonial-request-subject': { en: 'Testimonial requested for the vacancy {job}', de: 'Referenz für die Vakanz {job} angefragt' },
  'testimonial-request-body': {
    en: '{recruiter} asks you for a testimonial on their work for the vacancy "{job}".',
    de: '{recruiter} bittet Sie um eine Referenz für die Arbeit an der Vakanz «{job}».',
  },
  'not-a-recruiter': { en: 'This user is not an active search consultant.', de: 'Diese Person ist kein aktiver Personalberater.' },
  'not-an-employer': {
    en: 'This user cannot own vacancies of this organisation.',
    de: 'Diese Person kann keine Vakanzen dieser Organisation besitzen.',
  },
  'not-the-author': { en: 'The vacancy does not belong to this user.', de: 'Die Vakanz gehört nicht dieser Person.' },
  'not-a-company': { en: 'This organisation is not a company.', de: 'Diese Organisation ist kein Unternehmen.' },
  'not-an-agency': { en: 'This organisation is not an agency.', de: 'Diese Organisation ist keine Agentur.' },
  'already-listed': { en: 'This supplier is already on the list.', de: 'Dieser Anbieter steht bereits auf der Liste.' },
  'already-revoked': { en: 'This entry is already revoked.', de: 'Dieser Eintrag ist bereits widerrufen.' },
  'not-on-vacancy': {
    en: 'This search consultant does not work on the vacancy.',
    de: 'Dieser Personalberater arbeitet nicht an der Vakanz.',
  },
  'unknown-application': { en: 'This application does not belong to the vacancy.', de: 'Diese Bewerbung gehört nicht zu der Vakanz.' },
  'recipient-unavailable': {
    en: 'This e-mail address belongs to someone who cannot review your company’s shortlists.',
    de: 'Diese E-Mail-Adresse gehört zu jemandem, der die Shortlists Ihres Unternehmens nicht beurteilen kann.',
  },
  'not-in-organization': {
    en: 'This user does not belong to the vacancy’s organisation.',
    de: 'Diese Person gehört nicht zur Organisation der Vakanz.',
  },
} as const;
export type ServerMessage = keyof typeof serverMessages;

/** The request's language from its `Locale` header (000 §7); English by default. */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const header = request.headers['locale'];
  const value = (Array.isArray(header) ? header[0] : header)?.toLowerCase() ?? '';
  return value.startsWith('de') ? 'de' : 'en';
}

/** A server message in the given language, with `{name}` placeholders filled. */
export function t(locale: Locale, key: ServerMessage, params: Record<string, string | number> = {}): string {
  return serverMessages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A domain validation message in the given language. */
export function domainMessage(locale: Locale, id: DomainErrorId): string {
  return (locale === 'de' ? domainMessagesDe[id] : undefined) ?? domainErrorMessages[id];
}

/**
 * Texts of the generated PDF pages (application, candidate and vacancy PDFs), in English and German.
 * A typed catalogue beside the server's messages (http/i18n.ts): a text missing in one language
 * does not compile.
 */
import type { Locale } from '../http/i18n';

const messages = {
  'application-title': { en: 'Application', de: 'Bewerbung' },
  'candidate-title': { en: 'Candidate profile', de: 'Kandidatenprofil' },
  'vacancy-title': { en: 'Vacancy', de: 'Vakanz' },
  'for-vacancy': { en: 'for the vacancy', de: 'für die Vakanz' },
  'submitted-by': { en: 'Submitted by {name}', de: 'Eingereicht von {name}' },
  'created-on': { en: 'Created on {date}', de: 'Erstellt am {date}' },
  name: { en: 'Name', de: 'Name' },
  email: { en: 'E-mail', de: 'E-Mail' },
  phone: { en: 'Phone', de: 'Telefon' },
  'date-of-birth': { en: 'Date of birth', de: 'Geburtsdatum' },
  address: { en: 'Address', de: 'Adresse' },
  employed: { en: 'Currently employed', de: 'Derzeit angestellt' },
  yes: { en: 'Yes', de: 'Ja' },
  no: { en: 'No', de: 'Nein' },
  position: { en: 'Current position', de: 'Aktuelle Position' },
  vacancy: { en: 'Vacancy', de: 'Vakanz' },
  company: { en: 'Company', de: 'Unternehmen' },
  consultant: { en: 'Consultant', de: 'Berater/in' },
  agency: { en: 'Agency', de: 'Agentur' },
  status: { en: 'Status', de: 'Status' },
  'submitted-on': { en: 'Submitted on', de: 'Eingereicht am' },
  comment: { en: 'Comment', de: 'Kommentar' },
  notes: { en: 'Notes', de: 'Notizen' },
  attachments: { en: 'Attachments', de: 'Anhänge' },
  'no-attachments': { en: 'There are no attachments.', de: 'Es gibt keine Anhänge.' },
  'left-out-invalid': {
    en: '“{title}” is left out: the file is not a valid PDF.',
    de: '„{title}“ fehlt hier: Die Datei ist kein gültiges PDF.',
  },
  'left-out-not-pdf': {
    en: '“{title}” is left out: only PDF files can be included.',
    de: '„{title}“ fehlt hier: Nur PDF-Dateien können eingefügt werden.',
  },
  'left-out-missing': {
    en: '“{title}” is left out: the file is no longer available.',
    de: '„{title}“ fehlt hier: Die Datei ist nicht mehr verfügbar.',
  },
  'file-number': { en: 'File {id}', de: 'Datei {id}' },
  'mandatory-documents': { en: 'Mandatory documents', de: 'Pflichtdokumente' },
  'no-mandatory-documents': {
    en: 'No signed privacy notice of the candidate has been uploaded.',
    de: 'Es wurde keine unterschriebene Datenschutzerklärung der Kandidatin oder des Kandidaten hochgeladen.',
  },
  'data-protection': { en: 'Data protection', de: 'Datenschutz' },
  'consent-recorded': {
    en: 'The candidate consented in writing to the processing of their personal data for this application (document “{document}”, {language}). The consent was recorded on {date} by {name}.',
    de: 'Die Kandidatin oder der Kandidat hat der Bearbeitung der Personendaten für diese Bewerbung schriftlich zugestimmt (Dokument „{document}“, {language}). Die Zustimmung wurde am {date} von {name} erfasst.',
  },
  'consent-missing': {
    en: 'No consent of the candidate to the processing of their personal data is recorded.',
    de: 'Es ist keine Zustimmung der Kandidatin oder des Kandidaten zur Bearbeitung der Personendaten erfasst.',
  },
  'data-protection-body': {
    en: 'The personal data in this document are confidential. Use them only to assess the candidate for the vacancy named in it, do not pass them on to third parties, and delete them as soon as they are no longer needed for this purpose, at the latest when the selection process has ended.',
    de: 'Die Personendaten in diesem Dokument sind vertraulich. Verwenden Sie sie nur, um die Kandidatin oder den Kandidaten für die darin genannte Vakanz zu beurteilen, geben Sie sie nicht an Dritte weiter und löschen Sie sie, sobald sie für diesen Zweck nicht mehr nötig sind, spätestens nach Abschluss des Auswahlverfahrens.',
  },
  'language-en': { en: 'English', de: 'Englisch' },
  'language-de': { en: 'German', de: 'Deutsch' },
  reference: { en: 'Reference', de: 'Referenz' },
  location: { en: 'Location', de: 'Arbeitsort' },
  positions: { en: 'Positions', de: 'Stellen' },
  salary: { en: 'Salary', de: 'Gehalt' },
  confidential: { en: 'Confidential', de: 'Vertraulich' },
  'success-fee': { en: 'Success fee', de: 'Erfolgshonorar' },
  'published-on': { en: 'Published on', de: 'Veröffentlicht am' },
  description: { en: 'Description', de: 'Beschreibung' },
  requirements: { en: 'Requirements', de: 'Anforderungen' },
} as const satisfies Record<string, Record<Locale, string>>;

export type PdfMessage = keyof typeof messages;

/** A text of the PDFs in the given language, with `{name}` placeholders filled. */
export function pdfText(locale: Locale, key: PdfMessage, params: Record<string, string | number> = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Texts of the notes' refusals. */
import { catalog } from '../http/catalog';

export const noteTexts = catalog({
  'note-record-fixed': {
    en: 'A note stays on the record it was written on.',
    de: 'Eine Notiz bleibt bei dem Datensatz, zu dem sie geschrieben wurde.',
  },
  'note-id-mismatch': { en: 'The note id does not match the address.', de: 'Die Notiz-ID passt nicht zur Adresse.' },
});

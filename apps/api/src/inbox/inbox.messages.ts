/** Texts of the inbox's refusals. */
import { catalog } from '../http/catalog';

export const inboxTexts = catalog({
  'inbox-self': { en: 'You cannot write to yourself.', de: 'Sie können sich nicht selbst schreiben.' },
  'inbox-unknown-recipient': {
    en: 'This person does not exist or cannot receive messages.',
    de: 'Diese Person gibt es nicht, oder sie kann keine Nachrichten empfangen.',
  },
  'inbox-message-deleted': { en: 'This message was deleted.', de: 'Diese Nachricht wurde gelöscht.' },
  'inbox-not-author': { en: 'Only its author may change a message.', de: 'Nur wer eine Nachricht geschrieben hat, kann sie ändern.' },
  'inbox-forward-prefix': { en: 'Fwd: {subject}', de: 'WG: {subject}' },
});

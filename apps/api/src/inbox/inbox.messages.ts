/** Texts of the inbox's refusals and of its mails about new messages (decision 0034). */
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
  'inbox-mail-subject': { en: 'New message from {author}: {subject}', de: 'Neue Nachricht von {author}: {subject}' },
  'inbox-mail-body': {
    en: '{author} wrote to you in "{subject}":\n\n{excerpt}\n\nRead and reply: {link}\n\nYou can choose when we e-mail you about messages on the messages page.',
    de: '{author} hat Ihnen in «{subject}» geschrieben:\n\n{excerpt}\n\nLesen und antworten: {link}\n\nWann wir Ihnen zu Nachrichten schreiben, stellen Sie auf der Seite «Nachrichten» ein.',
  },
  'inbox-digest-subject': {
    en: 'Unread conversations in your inbox: {count}',
    de: 'Ungelesene Unterhaltungen in Ihrem Posteingang: {count}',
  },
  'inbox-digest-body': {
    en: 'Unread conversations in your inbox ({count}):\n\n{threads}\n\nAll messages: {link}\n\nYou can choose when we e-mail you about messages on the messages page.',
    de: 'Ungelesene Unterhaltungen in Ihrem Posteingang ({count}):\n\n{threads}\n\nAlle Nachrichten: {link}\n\nWann wir Ihnen zu Nachrichten schreiben, stellen Sie auf der Seite «Nachrichten» ein.',
  },
  'inbox-digest-line': { en: '- {subject} (last from {author}): {link}', de: '- {subject} (zuletzt von {author}): {link}' },
  'inbox-digest-more': { en: '… and {count} more', de: '… und {count} weitere' },
});

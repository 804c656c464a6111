import type { Id, NoteType } from '@mandate/domain';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import * as styles from './NoteList.css';
import { formatNoteType, messages } from './NoteList.messages';

/** One note as the list shows it (the server's note, 001 §3). */
export interface NoteListItem {
  id: Id;
  /** The author's full name. */
  author: string;
  /** When it was written (ISO date-time); absent: not shown. */
  createdAt?: string | null;
  /** When it was last changed (ISO date-time); shown when later than `createdAt`. @default not shown */
  updatedAt?: string | null;
  /** The kind of record the note is on. */
  type: NoteType;
  /** The note's text as typed (plain text, line breaks kept); a note may have none. */
  content: string | null;
  /** The viewer may edit it (their own note): an Edit button. The server still decides. @default false */
  canEdit?: boolean;
}

export interface NoteListProps {
  /** The notes in the order shown (newest first, as the server answers). */
  notes: readonly NoteListItem[];
  /** Accessible name of the list, e.g. "Notes". */
  'aria-label': string;
  /** Called with the id of the note whose Edit button was pressed. @default no Edit buttons */
  onEdit?: (id: Id) => void;
  /** Shown when there are no notes. @default "No notes yet." */
  emptyText?: string;
}

/** A day as the locale writes it: `05.03.2026` in German, `5 Mar 2026` in English. */
function formatDay(intl: IntlShape, iso: string): string {
  return intl.locale.startsWith('de')
    ? intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric' })
    : intl.formatDate(iso, { dateStyle: 'medium' });
}

/**
 * The notes of a record (a vacancy, a candidate, a user), as the author's organisation sees them
 * (001 §2.5, §3): per note its author, the day it was written (and changed), the kind of record as a
 * badge and the text with its line breaks; an Edit button on the notes the viewer may change.
 * Presentational: the screen passes the server's notes and opens the NoteDialog on Edit.
 */
export function NoteList({ notes, 'aria-label': label, onEdit, emptyText }: NoteListProps) {
  const intl = useIntl();
  if (notes.length === 0) return <p className={styles.empty}>{emptyText ?? intl.formatMessage(messages.empty)}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {notes.map((note) => {
        const day = note.createdAt ? formatDay(intl, note.createdAt) : null;
        const changed =
          note.updatedAt && note.createdAt && Date.parse(note.updatedAt) - Date.parse(note.createdAt) > 60_000
            ? formatDay(intl, note.updatedAt)
            : null;
        return (
          <li key={note.id} className={styles.note}>
            <div className={styles.head}>
              <span className={styles.author}>{note.author}</span>
              {day && note.createdAt ? (
                <span className={styles.meta}>
                  <time dateTime={note.createdAt}>{day}</time>
                  {changed ? (
                    <span className={styles.edited}>{intl.formatMessage(messages.edited as MessageDescriptor, { date: changed })}</span>
                  ) : null}
                </span>
              ) : null}
              <Badge tone="neutral">{formatNoteType(intl, note.type)}</Badge>
              <span className={styles.spacer} />
              {onEdit && note.canEdit ? (
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={intl.formatMessage(messages.editNote as MessageDescriptor, { author: note.author, date: day ?? '' })}
                  onPress={() => onEdit(note.id)}
                >
                  {intl.formatMessage(messages.edit)}
                </Button>
              ) : null}
            </div>
            {note.content?.trim() ? (
              <p className={styles.text}>{note.content}</p>
            ) : (
              <p className={styles.noText}>{intl.formatMessage(messages.noText)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

import type { Id, NoteType } from '@mandate/domain';
import { Button, Card, NoteDialog, NoteList, SkeletonText, Stack, Text } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RetryAlert } from '../PageStates';
import { messages } from './Notes.messages';
import { noteTarget, notesSectionAtom, saveNoteAtom, type ShownNote } from './notes.atoms';

export interface NotesSectionProps {
  /** The kind of record the notes are on. */
  type: NoteType;
  /** That record's id. */
  linkedId: Id;
  /** Level of the section's heading in the page's outline. @default 2 */
  titleLevel?: 2 | 3;
}

/**
 * The notes of a record (001 §2.5, §3) as a card of its page (vacancy, candidate, profile): the
 * notes the server lets the viewer's organisation read, newest first, with author, day, kind and
 * text; "Add note" and Edit open the NoteDialog (mounted while open), which creates or edits and
 * keeps a refusal. A failed load shows the server's message with "Try again" in the card.
 */
export function NotesSection({ type, linkedId, titleLevel = 2 }: NotesSectionProps) {
  const intl = useIntl();
  const target = noteTarget(type, linkedId);
  const section = useAtomValue(notesSectionAtom(target));
  const save = useSetAtom(saveNoteAtom);
  // null: closed; 'new': a new note; a note: editing it.
  const [open, setOpen] = useState<ShownNote | 'new' | null>(null);
  const close = () => setOpen(null);

  let body;
  if (section.error && section.notes.length === 0) {
    body = (
      <RetryAlert
        error={section.error}
        fallback={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={section.retry}
      />
    );
  } else if (section.isPending) {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage(messages.loading)} role="status">
        <SkeletonText lines={3} />
      </div>
    );
  } else {
    body = (
      <NoteList
        notes={section.notes}
        aria-label={intl.formatMessage(messages.title)}
        emptyText={intl.formatMessage(messages.empty)}
        onEdit={(id) => setOpen(section.notes.find((note) => note.id === id) ?? null)}
      />
    );
  }

  return (
    <Card
      title={intl.formatMessage(messages.title)}
      titleLevel={titleLevel}
      actions={
        <Button size="small" variant="secondary" onPress={() => setOpen('new')}>
          {intl.formatMessage(messages.add)}
        </Button>
      }
    >
      <Stack gap="small">
        <Text tone="secondary" size="small">
          {intl.formatMessage(messages.hint)}
        </Text>
        {body}
      </Stack>
      {open ? (
        <NoteDialog
          type={type}
          linkedId={linkedId}
          {...(open === 'new' ? {} : { noteId: open.id, defaultContent: open.content ?? '' })}
          onCancel={close}
          onSubmit={async (payload) => {
            await save(payload);
            close();
          }}
        />
      ) : null}
    </Card>
  );
}

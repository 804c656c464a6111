import { noteSchema, type Id, type NotePayload, type NoteType } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { TextArea } from '../../primitives/TextArea';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './NoteDialog.messages';

/**
 * What the form holds: the text as typed, and the note's identity, which no field shows (its id when
 * it exists, the kind of record and that record's id), so the payload says whether it creates or edits.
 */
export type NoteValues = { content: string; type: NoteType; linkedId: Id; id?: Id };

export interface NoteDialogProps extends FormDialogCallbacks<NotePayload> {
  /** The note's id when it exists: Save edits it. Absent: Save creates a note. @default undefined */
  noteId?: Id;
  /** The kind of record the note is on (job, user, candidate, candidate-list). */
  type: NoteType;
  /** The id of that record. */
  linkedId: Id;
  /** The note's text so far (when editing). @default empty */
  defaultContent?: string;
}

/**
 * Note (001 §2.5, §3): title "Edit note", the note's text in 10 rows, nothing required; Cancel/Save.
 * It creates when no id is given and edits otherwise, and the payload says which (`id` present or
 * not). A click outside does not close it: the user would lose what they typed.
 */
export function NoteDialog({ noteId, type, linkedId, defaultContent = '', onSubmit, onCancel, isOpen = true }: NoteDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: noteSchema,
    defaultValues: { content: defaultContent, type, linkedId, ...(noteId === undefined ? {} : { id: noteId }) } as NoteValues,
    onSubmit,
  });
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.save, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <TextArea {...form.field('content')} label={intl.formatMessage(messages.content)} rows={10} autoFocus />
    </FormDialog>
  );
}

export default NoteDialog;

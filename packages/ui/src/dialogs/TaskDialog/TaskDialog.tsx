import { taskEditSchema, type TaskEditPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { DatePicker } from '../../primitives/DatePicker';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { useSchemaForm, type FieldBinding } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './TaskDialog.messages';

/** What the form edits: the title and note as typed, the due day (`YYYY-MM-DD`) or none. */
export type TaskValues = { title: string; note: string; dueDate: string | null };

export interface TaskDialogProps extends FormDialogCallbacks<TaskEditPayload> {
  /** The title of the vacancy the task is on, named at the top. @default none */
  jobTitle?: string;
  /**
   * The task as it is: its title (for a workflow task without one, what the list shows), note and
   * due day. @default empty
   */
  defaultValues?: Partial<{ title: string; note: string | null; dueDate: string | null }>;
}

/**
 * Edit task (001 §7.8 "Tasks: PUT edit"; issue 17 point 7): the task's title (required), its due
 * date (none: no date) and a note; Cancel/Save. Validated by domain `taskEditSchema`, the schema
 * `PUT /task/{id}/edit` parses. A click outside does not close it: the user would lose what they typed.
 */
export function TaskDialog({ jobTitle, defaultValues, onSubmit, onCancel, isOpen = true }: TaskDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: taskEditSchema,
    defaultValues: {
      title: defaultValues?.title ?? '',
      note: defaultValues?.note ?? '',
      dueDate: defaultValues?.dueDate ?? null,
    } as TaskValues,
    onSubmit,
  });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={intl.formatMessage(messages.title)}
      confirmLabel={intl.formatMessage(messages.save)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      onCancel={onCancel}
      isDismissable={false}
    >
      {jobTitle ? <Text>{formatIntro(intl, jobTitle)}</Text> : null}
      <TextField {...form.field('title')} label={intl.formatMessage(messages.taskTitle)} isRequired autoFocus />
      <DatePicker {...(form.field('dueDate') as FieldBinding<string | null>)} label={intl.formatMessage(messages.dueDate)} />
      <TextArea {...form.field('note')} label={intl.formatMessage(messages.note)} rows={4} />
    </FormDialog>
  );
}

export default TaskDialog;

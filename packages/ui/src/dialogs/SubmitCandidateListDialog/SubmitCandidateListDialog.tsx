import { candidateListCreateSchema, type CandidateListCreatePayload, type Id, type UploadedFile } from '@mandate/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { RichTextEditor } from '../../widgets/Editor';
import { AttachmentsField, type AttachmentUploadProps } from '../FormDialog/AttachmentsField';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './SubmitCandidateListDialog.messages';

/** What the form edits: the title as typed, the comment as the editor's HTML (`null` while empty), the files uploaded so far. */
export type SubmitCandidateListValues = { title: string; comment: string | null; attachments: readonly UploadedFile[] };

export interface SubmitCandidateListDialogProps extends AttachmentUploadProps, FormDialogCallbacks<CandidateListCreatePayload> {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The vacancy the list is for (the payload's `jobId`). */
  jobId: Id;
  /** Values to start with (the editor and the uploader take them once, as it opens). @default empty */
  defaultValues?: Partial<SubmitCandidateListValues>;
}

/**
 * Submit candidate list (000 §2, §5): a required title, a comment in the rich-text editor, and the
 * required attachments through the Uploader (each uploaded as it is chosen, by the `upload` the app
 * gives); Cancel/Submit, not closed by a click outside. `POST /candidate-list/create` parses the
 * same `candidateListCreateSchema` (`attachments` are the uploaded files' ids, `jobId` the vacancy).
 */
export function SubmitCandidateListDialog({
  vacancyTitle,
  jobId,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
  ...uploads
}: SubmitCandidateListDialogProps) {
  const intl = useIntl();
  const toInput = useCallback(
    ({ title, comment, attachments }: SubmitCandidateListValues) => ({
      title,
      comment,
      attachments: attachments.map((file) => file.id),
      jobId,
    }),
    [jobId],
  );
  const form = useSchemaForm({
    schema: candidateListCreateSchema,
    defaultValues: { title: '', comment: null, attachments: [], ...defaultValues } as SubmitCandidateListValues,
    toInput,
    onSubmit,
  });
  const comment = form.field('comment');
  const attachments = form.field('attachments');
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.submit, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Text>{formatIntro(intl, vacancyTitle)}</Text>
      <TextField {...form.field('title')} label={intl.formatMessage(messages.listTitle)} isRequired autoFocus />
      <RichTextEditor
        label={intl.formatMessage(messages.comment)}
        defaultValue={comment.value}
        onChange={comment.onChange}
        errorMessage={comment.errorMessage}
      />
      <AttachmentsField label={intl.formatMessage(messages.attachments)} field={attachments} {...uploads} />
    </FormDialog>
  );
}

export default SubmitCandidateListDialog;

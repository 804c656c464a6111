import { uploadTypes, type UploadedFile } from '@mandate/domain';
import { Uploader, type UploadFunction } from '../../widgets/Uploader';
import type { FieldBinding } from './useSchemaForm';

/** The props of a dialog with attachments, passed on to {@link AttachmentsField}. */
export interface AttachmentUploadProps {
  /** Uploads one attachment; the app passes `POST /file/upload` (type `attachment`), stories a fake. */
  upload: UploadFunction;
  /** The user-facing reason of a failed upload (the server's message). @default "Error during the file upload" */
  describeUploadError?: (error: unknown) => string | null;
}

export interface AttachmentsFieldProps extends AttachmentUploadProps {
  label: string;
  /** The form's binding of the files uploaded so far (`form.field('attachments')`). */
  field: FieldBinding<readonly UploadedFile[]>;
}

/**
 * A dialog's attachments: the Uploader bound to the form, each file uploaded as it is chosen. It is
 * marked `data-invalid` while its error shows, so a submit without them puts the focus here
 * (`focusFirstInvalid`).
 */
export function AttachmentsField({ label, field, upload, describeUploadError }: AttachmentsFieldProps) {
  return (
    <div data-invalid={field.errorMessage ? '' : undefined}>
      <Uploader
        label={label}
        upload={upload}
        allowedTypes={uploadTypes.attachment}
        defaultValue={field.value}
        onChange={field.onChange}
        {...(describeUploadError ? { describeError: describeUploadError } : {})}
        {...(field.errorMessage ? { errorMessage: field.errorMessage } : {})}
      />
    </div>
  );
}

import {
  applicationPdfDefaults,
  applicationPdfPages,
  applicationPdfSchema,
  type ApplicationPdfOptions,
  type ApplicationPdfPage,
} from '@mandate/domain';
import { useIntl } from 'react-intl';
import { Checkbox, CheckboxGroup } from '../../primitives/Checkbox';
import { Text } from '../../primitives/Text';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './DownloadAttachmentsDialog.messages';

/** What the form edits: the chosen pages (in the PDF's order) and whether the files come separately. */
export type DownloadAttachmentsValues = { pages: readonly ApplicationPdfPage[]; separately: boolean };

export interface DownloadAttachmentsDialogProps extends FormDialogCallbacks<ApplicationPdfOptions> {
  /** The candidate's full name, named in the explanation. */
  candidateName: string;
  /** Values to start with. @default domain `applicationPdfDefaults`: attachments, mandatory documents, data protection; separately */
  defaultValues?: Partial<DownloadAttachmentsValues>;
}

/** The chosen pages in the PDF's order, 1 to 5 (000 §2). */
const inPdfOrder = (keys: readonly string[]): ApplicationPdfPage[] => applicationPdfPages.filter((page) => keys.includes(page));

/**
 * Download application attachments (000 §2): which PDF pages to include, listed in their order 1–5
 * (cover page, info, attachments, mandatory documents, data protection; by default attachments,
 * mandatory documents and data protection) and whether to download them separately (default on).
 * The payload is domain's `applicationPdfSchema` output; at least one page. Narrow; a click outside
 * closes it (nothing typed is lost).
 */
export function DownloadAttachmentsDialog({
  candidateName,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: DownloadAttachmentsDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: applicationPdfSchema,
    defaultValues: { pages: [...applicationPdfDefaults.pages], separately: applicationPdfDefaults.separately, ...defaultValues },
    onSubmit,
  });
  const pages = form.field('pages');
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.download, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} size="narrow">
      <Text>{formatIntro(intl, candidateName)}</Text>
      <CheckboxGroup
        name={pages.name}
        value={[...pages.value]}
        onChange={(keys) => pages.onChange(inPdfOrder(keys))}
        errorMessage={pages.errorMessage}
        label={intl.formatMessage(messages.pages)}
        isRequired
      >
        {applicationPdfPages.map((page, index) => (
          <Checkbox key={page} value={page} autoFocus={index === 0}>
            {intl.formatMessage(messages[page])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Checkbox {...form.checkbox('separately')}>{intl.formatMessage(messages.separately)}</Checkbox>
    </FormDialog>
  );
}

export default DownloadAttachmentsDialog;

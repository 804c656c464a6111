import { applySchema, type ApplyPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { RichTextEditor } from '../../widgets/Editor';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import * as styles from './ApplyToVacancyDialog.css';
import { formatContactLanguage, formatIntro, messages } from './ApplyToVacancyDialog.messages';

/** What the form edits: the cover letter as the editor's HTML, `null` while empty. */
export type ApplyToVacancyValues = { comment: string | null };

export interface ApplyToVacancyDialogProps extends FormDialogCallbacks<ApplyPayload> {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The vacancy's contact language (a locale code, `de`), named in a line when set. @default none */
  contactLanguage?: string | null;
  /** Values to start with (the editor takes them once, as it opens). @default an empty cover letter */
  defaultValues?: Partial<ApplyToVacancyValues>;
}

/**
 * Apply to work on a vacancy (001 §2.5 "Apply/Accept"): the search consultant writes a required
 * cover letter in the rich-text editor (its chunk loads with this dialog), reads the three rules
 * (the text goes to the client's recruiter; no advertising or contact with candidates before
 * approval; only candidates who consented in writing), and the vacancy's contact language when it
 * has one; No/Yes. Not closed by a click outside. `POST /job/{id}/job-recruiter/request` parses the
 * same `applySchema` (and so does accepting an invitation).
 */
export function ApplyToVacancyDialog({
  vacancyTitle,
  contactLanguage,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: ApplyToVacancyDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({ schema: applySchema, defaultValues: { comment: null, ...defaultValues } as ApplyToVacancyValues, onSubmit });
  const comment = form.field('comment');
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.yes, cancel: messages.no });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Text>{formatIntro(intl, vacancyTitle)}</Text>
      <RichTextEditor
        label={intl.formatMessage(messages.coverLetter)}
        defaultValue={comment.value}
        onChange={comment.onChange}
        errorMessage={comment.errorMessage}
        isRequired
        autoFocus
      />
      <InlineAlert tone="info" title={intl.formatMessage(messages.notes)}>
        <ul className={styles.notes}>
          <li>{intl.formatMessage(messages.noteRecipient)}</li>
          <li>{intl.formatMessage(messages.noteNoContact)}</li>
          <li>{intl.formatMessage(messages.noteConsent)}</li>
        </ul>
      </InlineAlert>
      {contactLanguage ? <Text>{formatContactLanguage(intl, contactLanguage)}</Text> : null}
    </FormDialog>
  );
}

export default ApplyToVacancyDialog;

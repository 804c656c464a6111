import { productFeedbackSchema, type ProductFeedbackPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Select, type SelectOption } from '../../primitives/Select';
import { TextArea } from '../../primitives/TextArea';
import { TextField } from '../../primitives/TextField';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './FeedbackDialog.messages';

/** What the form edits: the short description and the message as typed, the select's key. */
export type FeedbackValues = { subject: string; category: Key | null; message: string };

export interface FeedbackDialogProps extends FormDialogCallbacks<ProductFeedbackPayload> {
  /** The feedback categories (`GET /list/feedback-categories`: code as `id`, label). */
  categories: readonly SelectOption[];
  /** While the categories load: the select waits. @default false */
  isLoadingCategories?: boolean;
  /** Values to start with. @default empty */
  defaultValues?: Partial<FeedbackValues>;
}

/** A select's numeric key is sent as its code (text). */
const toInput = ({ subject, category, message }: FeedbackValues) => ({
  subject,
  category: category === null ? null : String(category),
  message,
});

/**
 * Feedback (001 §2.5): a short description, a category from the list, the detailed description
 * (required, 4 rows); Cancel / Send. The payload is `productFeedbackSchema`'s output: `subject` null
 * when empty, `category` null when none is chosen, `message` trimmed.
 *
 * "Send disabled while invalid" is kept as the form pattern keeps it (docs/adding-a-dialog.md,
 * 001 §5): Send sends nothing while the form is invalid, but stays pressable, so a press shows what
 * is missing and moves the focus there instead of leaving a greyed button that says nothing.
 * `isConfirmDisabled` is only for rules the schema cannot express, and "required" is one it does.
 * A click outside does not close it: the user would lose what they typed.
 */
export function FeedbackDialog({
  categories,
  isLoadingCategories = false,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: FeedbackDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: productFeedbackSchema,
    defaultValues: { subject: '', category: null, message: '', ...defaultValues } as FeedbackValues,
    toInput,
    onSubmit,
  });
  const labels = formDialogLabels(intl, { title: messages.title, confirm: messages.send, cancel: messages.cancel });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <TextField {...form.field('subject')} label={intl.formatMessage(messages.subject)} autoFocus />
      <Select
        {...form.field('category')}
        label={intl.formatMessage(messages.category)}
        items={categories}
        isDisabled={isLoadingCategories}
        placeholder={isLoadingCategories ? intl.formatMessage(messages.loadingCategories) : undefined}
      />
      <TextArea {...form.field('message')} label={intl.formatMessage(messages.message)} rows={4} isRequired />
    </FormDialog>
  );
}

export default FeedbackDialog;

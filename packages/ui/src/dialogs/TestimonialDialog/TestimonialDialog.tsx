import { testimonialEditSchema, type TestimonialEditPayload } from '@mandate/domain';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { formDialogLabels } from '../FormDialog/formDialogLabels';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { messages } from './TestimonialDialog.messages';

export interface TestimonialDialogProps extends FormDialogCallbacks<TestimonialEditPayload> {
  /** The search consultant the testimonial is for. */
  consultantName: string;
  /** The vacancy they worked on. */
  vacancyTitle: string;
  /** The text so far: given, the dialog edits ("Edit testimonial", Save); absent, it writes a new one (Send). @default undefined */
  defaultContent?: string;
}

/**
 * Testimonial (001 §4.2, §7.8): an employer (or an admin) writes what they think of a search
 * consultant's work on a vacancy, or changes it while the consultant has not decided. The text is
 * required (domain `testimonialEditSchema`); the payload is `{ content }` and the screen adds the
 * vacancy when it creates. A click outside does not close it: the user would lose what they wrote.
 */
export function TestimonialDialog({
  consultantName,
  vacancyTitle,
  defaultContent,
  onSubmit,
  onCancel,
  isOpen = true,
}: TestimonialDialogProps) {
  const intl = useIntl();
  const isEdit = defaultContent !== undefined;
  const form = useSchemaForm({ schema: testimonialEditSchema, defaultValues: { content: defaultContent ?? '' }, onSubmit });
  const labels = formDialogLabels(intl, {
    title: isEdit ? messages.titleEdit : messages.titleWrite,
    confirm: isEdit ? messages.save : messages.send,
    cancel: messages.cancel,
  });
  return (
    <FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels} isDismissable={false}>
      <Text tone="secondary">
        {intl.formatMessage(messages.about as MessageDescriptor, { consultant: consultantName, vacancy: vacancyTitle })}
      </Text>
      <TextArea {...form.field('content')} label={intl.formatMessage(messages.content)} rows={8} isRequired autoFocus />
    </FormDialog>
  );
}

export default TestimonialDialog;

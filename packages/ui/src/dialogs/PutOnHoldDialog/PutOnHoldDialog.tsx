import { onHoldSchema, type OnHoldPayload } from '@mandate/domain';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Select, type SelectOption } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextArea } from '../../primitives/TextArea';
import { FormDialog } from '../FormDialog/FormDialog';
import { useSchemaForm } from '../FormDialog/useSchemaForm';
import { formatIntro, messages } from './PutOnHoldDialog.messages';

/** What the form edits: the select's key and the description as typed. */
export interface PutOnHoldValues {
  reason: Key | null;
  comment: string;
}

export interface PutOnHoldDialogProps {
  /** The vacancy's title, named in the explanation. */
  vacancyTitle: string;
  /** The on-hold reasons (`GET /list/job-on-hold-reasons`: code as `id`, label). */
  reasons: readonly SelectOption[];
  /** While the reasons load: the select waits. @default false */
  isLoadingReasons?: boolean;
  /** Values to start with. @default empty */
  defaultValues?: Partial<PutOnHoldValues>;
  /** Puts the vacancy on hold (`PUT /job/{id}/on-hold`); reject with a `FormRefusal` to show the server's answer. */
  onSubmit: (payload: OnHoldPayload) => Promise<void>;
  /** No, Escape or ×. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

const toInput = ({ reason, comment }: PutOnHoldValues) => ({ reason: reason === null ? null : String(reason), comment });

/**
 * Put vacancy on hold (001 §2.5): a required reason from the list, a description, No/Yes. It cannot
 * be closed by a click outside (the user would lose what they typed); Escape and No close it.
 */
export function PutOnHoldDialog({
  vacancyTitle,
  reasons,
  isLoadingReasons = false,
  defaultValues,
  onSubmit,
  onCancel,
  isOpen = true,
}: PutOnHoldDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({
    schema: onHoldSchema,
    defaultValues: { reason: null, comment: '', ...defaultValues } satisfies PutOnHoldValues,
    toInput,
    onSubmit,
  });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={intl.formatMessage(messages.title)}
      confirmLabel={intl.formatMessage(messages.yes)}
      cancelLabel={intl.formatMessage(messages.no)}
      onCancel={onCancel}
      isDismissable={false}
    >
      <Text>{formatIntro(intl, vacancyTitle)}</Text>
      <Select
        {...form.field('reason')}
        label={intl.formatMessage(messages.reason)}
        items={reasons}
        isRequired
        isDisabled={isLoadingReasons}
        placeholder={isLoadingReasons ? intl.formatMessage(messages.loadingReasons) : undefined}
        autoFocus
      />
      <TextArea {...form.field('comment')} label={intl.formatMessage(messages.comment)} rows={4} />
    </FormDialog>
  );
}

export default PutOnHoldDialog;

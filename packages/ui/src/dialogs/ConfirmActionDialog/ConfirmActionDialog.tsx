import { statusCommentSchema, type StatusCommentPayload } from '@mandate/domain';
import { useIntl } from 'react-intl';
import type * as v from 'valibot';
import { messages } from '../../primitives/Dialog/Dialog.messages';
import { Text } from '../../primitives/Text';
import { FormDialog, type FormDialogCallbacks } from '../FormDialog/FormDialog';
import { useSchemaForm } from '../FormDialog/useSchemaForm';

/** The texts of a confirm dialog, already translated by the dialog built on it. */
export interface ConfirmActionTexts {
  title: string;
  /** The sentence naming what is confirmed (the consultant, the vacancy, the company). */
  message: string;
  /** @default "Yes" */
  confirm?: string;
  /** @default "No" */
  cancel?: string;
}

/** Props a dialog built on {@link ConfirmActionDialog} passes through from its own props. */
export type ConfirmActionPassThrough = FormDialogCallbacks<StatusCommentPayload>;

export interface ConfirmActionDialogProps extends ConfirmActionPassThrough {
  texts: ConfirmActionTexts;
  /**
   * The schema the call's route parses, of a payload with an optional comment only (the
   * application's `reactivateCandidateSchema`). @default statusCommentSchema
   */
  schema?: v.GenericSchema<unknown, StatusCommentPayload>;
  /** Whether a click outside closes it (001 §2.5 lists approve and reactivate as not). @default false */
  isDismissable?: boolean;
  /** Critical confirm action. @default false */
  isDestructive?: boolean;
}

const noValues = {};

/**
 * The yes/no confirmation of a status call without fields (001 §2.5: activate, reactivate a
 * consultant, request a testimonial; 000 §2: reactivate a candidate), on FormDialog with the
 * route's schema (`statusCommentSchema` unless given): the
 * confirm action is pending while `onSubmit` runs and sends once; a `FormRefusal` shows its message
 * in an InlineAlert and the dialog stays; Escape and No cancel (not while it runs). Narrow.
 */
export function ConfirmActionDialog({
  texts,
  schema = statusCommentSchema,
  onSubmit,
  onCancel,
  isOpen = true,
  isDismissable = false,
  isDestructive = false,
}: ConfirmActionDialogProps) {
  const intl = useIntl();
  const form = useSchemaForm({ schema, defaultValues: noValues, onSubmit });
  return (
    <FormDialog
      form={form}
      isOpen={isOpen}
      title={texts.title}
      confirmLabel={texts.confirm ?? intl.formatMessage(messages.yes)}
      cancelLabel={texts.cancel ?? intl.formatMessage(messages.no)}
      onCancel={onCancel}
      isDismissable={isDismissable}
      isDestructive={isDestructive}
      size="narrow"
    >
      <Text>{texts.message}</Text>
    </FormDialog>
  );
}

export default ConfirmActionDialog;

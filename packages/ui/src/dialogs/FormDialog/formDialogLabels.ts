import type { IntlShape, MessageDescriptor } from 'react-intl';

/** A dialog's title and its two actions, as messages of its own catalogue. */
export interface FormDialogMessages {
  title: MessageDescriptor;
  /** The confirm action (Send, Save, Submit…). */
  confirm: MessageDescriptor;
  /** The cancel action (Cancel, No…). */
  cancel: MessageDescriptor;
}

/**
 * The `title`, `confirmLabel` and `cancelLabel` of a {@link FormDialog} from its catalogue's messages,
 * formatted in the user's language: `<FormDialog form={form} isOpen={isOpen} onCancel={onCancel} {...labels}>`.
 */
export function formDialogLabels(intl: IntlShape, { title, confirm, cancel }: FormDialogMessages) {
  return {
    title: intl.formatMessage(title),
    confirmLabel: intl.formatMessage(confirm),
    cancelLabel: intl.formatMessage(cancel),
  };
}

import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import * as styles from './FormDialog.css';
import { FormErrorsAlert } from './FormErrorsAlert';
import type { FormValues, SchemaForm } from './useSchemaForm';

export { FormErrorsAlert };

export const formDialogSizes = ['default', 'narrow'] as const;
export type FormDialogSize = (typeof formDialogSizes)[number];

/**
 * The callbacks every dialog on {@link FormDialog} takes, as its props name them: a dialog's props
 * extend this with its payload (the component's doc names the call that parses it).
 */
export interface FormDialogCallbacks<Payload> {
  /** Sends the payload; reject with a `FormRefusal` to show the server's answer beside the fields. */
  onSubmit: (payload: Payload) => Promise<void>;
  /** The cancel action (named per dialog), Escape or ×; a click outside where the dialog allows it. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
}

export interface FormDialogProps<V extends FormValues> {
  /** The form from `useSchemaForm`: values, errors, submission. */
  form: SchemaForm<V>;
  /** The title, also the dialog's accessible name. */
  title: ReactNode;
  /** The fields, bound with `form.field(name)`; laid out in one column. */
  children: ReactNode;
  /** The confirm action, named per dialog ("Yes", "Send", "Update"). */
  confirmLabel: string;
  /** The cancel action, named per dialog ("No", "Cancel"). */
  cancelLabel: string;
  /** The user cancelled: the cancel button, Escape, the × button or, where allowed, a click outside. */
  onCancel: () => void;
  /** @default true */
  isOpen?: boolean;
  /**
   * Whether a click outside closes it; 001 §2.5 lists the dialogs that must not (placement edit,
   * withdraw, approve, reactivate, reject, apply, cancel, new thread...). Escape always closes.
   * @default true
   */
  isDismissable?: boolean;
  /** 90 % wide, 300–640 px; narrow up to 420 px (001 §2.5). @default 'default' */
  size?: FormDialogSize;
  /** Critical for destructive confirmations (reject, cancel, withdraw). @default false */
  isDestructive?: boolean;
  /** Keeps the confirm action disabled (e.g. until a consent is ticked). @default false */
  isConfirmDisabled?: boolean;
  /** The title bar moves the dialog, with the pointer and the arrow keys (Dialog's `isDraggable`). @default false */
  isDraggable?: boolean;
}

/**
 * The modal every form dialog is built on (CONVENTIONS "Dialogs"): title, a scrolling body with
 * the fields, the form-level message above a footer with cancel and confirm. The confirm action
 * submits the form through `useSchemaForm`, shows pending while `onSubmit` runs, and cannot start a
 * second submission meanwhile; Escape and cancel are refused while it runs.
 */
export function FormDialog<V extends FormValues>({
  form,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onCancel,
  isOpen = true,
  isDismissable = true,
  size = 'default',
  isDestructive = false,
  isConfirmDisabled = false,
  isDraggable = false,
}: FormDialogProps<V>) {
  const formErrors = form.formErrors();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !form.isSubmitting) onCancel();
      }}
      isDismissable={isDismissable && !form.isSubmitting}
      isKeyboardDismissDisabled={form.isSubmitting}
      title={title}
      size={size}
      isDraggable={isDraggable}
      form={form.formProps}
      footer={
        <>
          {formErrors.length > 0 ? (
            <div className={styles.message}>
              <FormErrorsAlert errors={formErrors} />
            </div>
          ) : null}
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant={isDestructive ? 'critical' : 'primary'}
            isPending={form.isSubmitting}
            isDisabled={isConfirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

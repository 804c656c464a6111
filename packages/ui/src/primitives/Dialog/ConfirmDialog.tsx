import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { messages } from './Dialog.messages';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question as a title, e.g. "Delete payment term?". */
  title: ReactNode;
  /** More detail under the title. @default undefined */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Critical tone for destructive confirmations (reject, delete, cancel). @default false */
  isDestructive?: boolean;
  /** While the confirmed action runs. @default false */
  isPending?: boolean;
  /** @default translated "Yes" */
  confirmLabel?: string;
  /** @default translated "No" */
  cancelLabel?: string;
}

/** A yes/no question before an action; Escape and "No" cancel. */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  onConfirm,
  onCancel,
  isDestructive = false,
  isPending = false,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      title={title}
      size="narrow"
      role="alertdialog"
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {cancelLabel ?? intl.formatMessage(messages.no)}
          </Button>
          <Button variant={isDestructive ? 'critical' : 'primary'} onPress={onConfirm} isPending={isPending}>
            {confirmLabel ?? intl.formatMessage(messages.yes)}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

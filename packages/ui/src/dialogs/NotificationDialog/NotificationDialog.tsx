import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../primitives/Text';
import { messages } from './NotificationDialog.messages';

export interface NotificationDialogProps {
  /** The title, also the dialog's accessible name. */
  title: string;
  /** The message; a string is shown as a paragraph. */
  message: ReactNode;
  /** OK, Escape, × or a click outside. */
  onClose: () => void;
  /** @default true */
  isOpen?: boolean;
  /** The action's name. @default translated "OK" */
  okLabel?: string;
}

/** A message with one OK action and no call (001 §2.5 "notification dialogs"); narrow. */
export function NotificationDialog({ title, message, onClose, isOpen = true, okLabel }: NotificationDialogProps) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="narrow"
      footer={
        <Button variant="primary" onPress={onClose} autoFocus>
          {okLabel ?? intl.formatMessage(messages.ok)}
        </Button>
      }
    >
      {typeof message === 'string' ? <Text>{message}</Text> : message}
    </Dialog>
  );
}

export default NotificationDialog;

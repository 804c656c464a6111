import { ConfirmDialog } from '@mandate/ui';
import { useIntl } from 'react-intl';
import { messages } from './Shell.messages';

/** "A new version of the application is available." with Refresh and "Remind me later" (001 §4.6); its own chunk. */
export default function NewVersionDialog({ onRefresh, onRemindLater }: { onRefresh: () => void; onRemindLater: () => void }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      isOpen
      title={intl.formatMessage(messages.newVersion)}
      confirmLabel={intl.formatMessage(messages.refresh)}
      cancelLabel={intl.formatMessage(messages.remindLater)}
      onConfirm={onRefresh}
      onCancel={onRemindLater}
    />
  );
}

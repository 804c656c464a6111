import { messageMailModes, type MessageMailMode } from '@mandate/domain';
import { Radio, RadioGroup } from '@mandate/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { messages } from './Messages.messages';
import { messageMailAtom, saveMessageMailAtom } from './messages.atoms';

const labels: Record<MessageMailMode, MessageDescriptor> = {
  immediately: messages.messageMailImmediately,
  daily: messages.messageMailDaily,
  never: messages.messageMailNever,
};

const isMode = (value: string): value is MessageMailMode => (messageMailModes as readonly string[]).includes(value);

/**
 * The inbox's e-mail setting (issue 17 point 1, decision 0034): a mail per new message while the
 * user is not online, one a day listing unread conversations, or none. Saved at once.
 */
export function MessageMailSetting() {
  const intl = useIntl();
  const setting = useAtomValue(messageMailAtom);
  const save = useSetAtom(saveMessageMailAtom);
  const { userId, mode } = setting;
  return (
    <RadioGroup
      label={intl.formatMessage(messages.messageMail)}
      inline
      value={mode ?? null}
      isDisabled={userId === undefined || mode === undefined}
      onChange={(value) => {
        if (userId !== undefined && isMode(value)) void save({ userId, mode: value }).catch(() => {});
      }}
    >
      {messageMailModes.map((value) => (
        <Radio key={value} value={value}>
          {intl.formatMessage(labels[value])}
        </Radio>
      ))}
    </RadioGroup>
  );
}

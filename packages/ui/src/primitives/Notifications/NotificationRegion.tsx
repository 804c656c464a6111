import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type UNSTABLE_ToastQueue as ToastQueue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { Notification } from './notification';
import * as styles from './Notifications.css';
import { messages } from './Notifications.messages';

/**
 * The bars themselves on react-aria's toast region (landmark, F6, focus handling): a chunk of its
 * own that NotificationProvider loads when the first bar is queued, so pages that show none never
 * download it.
 */
export default function NotificationRegion({ queue }: { queue: ToastQueue<Notification> }) {
  const intl = useIntl();
  return (
    <AriaToastRegion queue={queue} aria-label={intl.formatMessage(messages.region)} className={styles.region}>
      {({ toast }) => (
        <AriaToast toast={toast} className={styles.bar({ tone: toast.content.tone })}>
          <span className={styles.icon} aria-hidden="true">
            <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
              <path
                d={toast.content.tone === 'success' ? 'M3 8.5l3.5 3.5L13 5' : 'M8 3.5v5.5M8 12v0.5'}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <AriaToastContent className={styles.text}>
            <Text slot="title">{toast.content.text}</Text>
          </AriaToastContent>
          <AriaButton className={styles.action} onPress={() => queue.close(toast.key)}>
            {intl.formatMessage(messages.ok)}
          </AriaButton>
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}

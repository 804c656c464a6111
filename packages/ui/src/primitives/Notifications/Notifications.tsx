import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { durations } from '../../tokens/constants';
import * as styles from './Notifications.css';
import { messages } from './Notifications.messages';

export const notificationTones = ['success', 'error'] as const;
export type NotificationTone = (typeof notificationTones)[number];

/** What a bar shows. */
export interface Notification {
  tone: NotificationTone;
  text: string;
}

/** Shows bars; each call returns the bar's key for `dismiss`. */
export interface Notify {
  success(text: string): string;
  error(text: string): string;
  dismiss(key: string): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Shows success and error bars; use inside a NotificationProvider. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a <NotificationProvider> above it');
  return notify;
}

export interface NotificationProviderProps {
  children: ReactNode;
  /** How long a bar stays (ms); 0 keeps bars until dismissed (stories, screenshots). @default durations.notification (5000) */
  duration?: number;
  /** Bars to show at start, oldest first (stories, messages carried over a redirect). @default [] */
  initial?: readonly Notification[];
}

/**
 * Success and error bars (001 §8) on react-aria's toast region: each stays 5 seconds with an "Ok"
 * action, several stack (newest nearest the bottom edge), hovering or focusing the region pauses the
 * timers, F6 moves focus into the region and back, and focus returns where it was when the last bar goes.
 */
export function NotificationProvider({ children, duration = durations.notification, initial = [] }: NotificationProviderProps) {
  const [queue] = useState(() => {
    const q = new ToastQueue<Notification>();
    for (const item of initial) q.add(item, duration ? { timeout: duration } : {});
    return q;
  });
  const notify = useMemo<Notify>(() => {
    const add = (tone: NotificationTone, text: string) => queue.add({ tone, text }, duration ? { timeout: duration } : {});
    return { success: (text) => add('success', text), error: (text) => add('error', text), dismiss: (key) => queue.close(key) };
  }, [queue, duration]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <NotificationRegion queue={queue} />
    </NotifyContext.Provider>
  );
}

function NotificationRegion({ queue }: { queue: ToastQueue<Notification> }) {
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

import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { durations } from '../../tokens/constants';
import type { Notification, NotificationTone } from './notification';

export { notificationTones } from './notification';
export type { Notification, NotificationTone } from './notification';

// react-aria's toast region and the bars load with the first bar (most pages never show one).
const NotificationRegion = lazy(() => import('./NotificationRegion'));

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
  // Mounted from the first bar on; the region renders nothing while the queue is empty.
  const [used, setUsed] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (used) return;
    const unsubscribe = queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setUsed(true);
    });
    // A bar queued between the first render and this subscription.
    if (queue.visibleToasts.length > 0) setUsed(true);
    return unsubscribe;
  }, [queue, used]);
  const notify = useMemo<Notify>(() => {
    const add = (tone: NotificationTone, text: string) => queue.add({ tone, text }, duration ? { timeout: duration } : {});
    return { success: (text) => add('success', text), error: (text) => add('error', text), dismiss: (key) => queue.close(key) };
  }, [queue, duration]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <NotificationRegion queue={queue} />
        </Suspense>
      ) : null}
    </NotifyContext.Provider>
  );
}

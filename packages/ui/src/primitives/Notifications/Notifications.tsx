import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { durations } from '../../tokens/constants';
import * as styles from './Notifications.css';
import { messages } from './Notifications.messages';

export const notificationTones = ['success', 'error'] as const;
export type NotificationTone = (typeof notificationTones)[number];

export interface Notification {
  id: number;
  tone: NotificationTone;
  text: string;
}

export interface Notify {
  success(text: string): number;
  error(text: string): number;
  dismiss(id: number): void;
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
  /** How long a bar stays (ms); 0 keeps bars until dismissed. @default durations.notification (5000) */
  duration?: number;
  /** Bars to show at start (stories, server-rendered messages). @default [] */
  initial?: readonly Omit<Notification, 'id'>[];
}

/**
 * Success and error bars (001 §8): each stays 5 seconds with an "Ok" action, several stack, and
 * the timer pauses while the pointer or focus is on a bar. Errors are announced assertively.
 */
export function NotificationProvider({ children, duration = durations.notification, initial = [] }: NotificationProviderProps) {
  const nextId = useRef(initial.length + 1);
  const [items, setItems] = useState<Notification[]>(() => initial.map((n, i) => ({ ...n, id: i + 1 })));
  const dismiss = useCallback((id: number) => setItems((list) => list.filter((n) => n.id !== id)), []);
  const push = useCallback((tone: NotificationTone, text: string) => {
    const id = nextId.current++;
    setItems((list) => [...list, { id, tone, text }]);
    return id;
  }, []);
  const notify = useMemo<Notify>(() => ({ success: (t) => push('success', t), error: (t) => push('error', t), dismiss }), [push, dismiss]);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <NotificationRegion items={items} onDismiss={dismiss} duration={duration} />
    </NotifyContext.Provider>
  );
}

function NotificationRegion({ items, onDismiss, duration }: { items: Notification[]; onDismiss: (id: number) => void; duration: number }) {
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage(messages.region)} className={styles.region}>
      {items.map((item) => (
        <Bar key={item.id} item={item} onDismiss={onDismiss} duration={duration} />
      ))}
    </section>
  );
}

function Bar({ item, onDismiss, duration }: { item: Notification; onDismiss: (id: number) => void; duration: number }) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  useEffect(() => {
    if (!duration || paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [duration, paused, item.id, onDismiss]);
  return (
    <div
      role={item.tone === 'error' ? 'alert' : 'status'}
      className={styles.bar({ tone: item.tone })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.text}>{item.text}</span>
      <button type="button" className={styles.action} onClick={() => onDismiss(item.id)}>
        {intl.formatMessage(messages.ok)}
      </button>
    </div>
  );
}

/**
 * What a bar is, in a module of its own: NotificationProvider (Notifications.tsx) loads the region
 * (NotificationRegion.tsx) lazily, and both use these types, so the region imports them from here
 * rather than from the module that loads it.
 */

export const notificationTones = ['success', 'error'] as const;
export type NotificationTone = (typeof notificationTones)[number];

/** What a bar shows. */
export interface Notification {
  tone: NotificationTone;
  text: string;
}

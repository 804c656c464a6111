export { NotificationProvider, useNotify, notificationTones } from './Notifications';
export type { Notification, Notify, NotificationTone, NotificationProviderProps } from './Notifications';

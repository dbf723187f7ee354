export { OrderNotifications, type OrderNotificationsProps, type OrderNotification, type OrderNotificationsLabels } from './OrderNotifications';
export type { NotificationEvent, NotificationStatus, NotificationProvider } from './notificationEvents';

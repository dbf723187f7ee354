import { useState } from 'react';
import { OrderNotifications, type OrderNotification, type OrderNotificationsProps } from '../OrderNotifications';

export interface OrderMessagesExampleProps extends Partial<Omit<OrderNotificationsProps, 'notifications' | 'onRetry'>> {
  initial: OrderNotification[];
  onRetry?: (id: OrderNotification['id']) => void;
  /** The retry request fails. */
  retryFails?: boolean;
  delay?: number;
}

/**
 * The order page's messages as the back-office wires them: Retry posts, and the answer (the message
 * queued again) replaces the row. A fake server stands in for the API. Stories only.
 */
export function OrderMessagesExample({ initial, onRetry, retryFails = false, delay = 300, ...props }: OrderMessagesExampleProps) {
  const [notifications, setNotifications] = useState(initial);
  const retry = (id: OrderNotification['id']) => {
    onRetry?.(id);
    return new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        if (retryFails) {
          reject(new Error('409'));
          return;
        }
        setNotifications((rows) => rows.map((row) => (row.id === id ? { ...row, status: 'pending', updated_at: '2026-11-28T04:30:00Z' } : row)));
        resolve();
      }, delay);
    });
  };
  return <OrderNotifications {...props} notifications={notifications} onRetry={retry} />;
}

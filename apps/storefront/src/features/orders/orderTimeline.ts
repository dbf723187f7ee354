import type { Order } from '@shop/api-client';

interface OrderTimelineStep {
  id: string;
  label: string;
  date?: string;
  tone?: 'default' | 'danger';
}

export interface OrderTimeline {
  steps: OrderTimelineStep[];
  /** The StatusTimeline's current step; `steps.length` once the order has reached its end. */
  currentStep: number;
}

export interface TimelineWords {
  orderPlaced: string;
  delivered: string;
}

/**
 * The order's delivery timeline: 'Order Placed' with the order's date, then each change the shop
 * made (status_history, whose first entry is the placing itself), the last one current. While the
 * order is under way, 'Delivered' waits as the upcoming step; a delivered or cancelled order is done.
 */
export function orderTimeline(order: Pick<Order, 'order_date' | 'delivery_status' | 'status_history'>, words: TimelineWords): OrderTimeline {
  const changes = order.status_history.filter((entry, index) => !(index === 0 && entry.status === 'pending'));
  const steps: OrderTimelineStep[] = [
    { id: 'placed', label: words.orderPlaced, date: order.order_date },
    ...changes.map((entry, index) => ({
      id: `${entry.status}-${index}`,
      label: entry.display,
      date: entry.at,
      tone: entry.status === 'cancelled' ? ('danger' as const) : ('default' as const),
    })),
  ];
  const isFinal = order.delivery_status === 'delivered' || order.delivery_status === 'cancelled';
  if (isFinal) return { steps, currentStep: steps.length };
  return { steps: [...steps, { id: 'delivered', label: words.delivered }], currentStep: steps.length - 1 };
}

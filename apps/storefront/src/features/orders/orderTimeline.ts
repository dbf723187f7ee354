import type { Order } from '@shop/api-client';
import type { CourierStep } from '@shop/ui/StatusTimeline';

interface OrderTimelineStep {
  id: string;
  label: string;
  date?: string;
  /** A courier's scan: which step it is, so the page draws it with that step's icon and tone. */
  courierStep?: CourierStep;
  /** The courier's words and place for a scan ("Arrived at hub, Pune"). */
  detail?: string;
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

const COURIER_STEPS: ReadonlySet<string> = new Set<CourierStep>([
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'rto_initiated',
  'rto_delivered',
]);

/** Moves that end the order badly: cancelled, and a parcel that came back to the shop. */
const BAD_ENDS: ReadonlySet<string> = new Set(['cancelled', 'returned']);

/**
 * The courier's step an entry is drawn as. The courier's delivered scan and its parcel back at the shop arrive as
 * the shop's moves (delivered, returned) with the scan's words; a return staff record by hand is drawn alike.
 */
function courierStepOf(entry: Order['status_history'][number]): CourierStep | undefined {
  if (entry.status === 'returned') return 'rto_delivered';
  if (entry.status === 'delivered') return entry.detail ? 'delivered' : undefined;
  return COURIER_STEPS.has(entry.status) ? (entry.status as CourierStep) : undefined;
}

/**
 * The order's delivery timeline: 'Order Placed' with the order's date, then each change the shop
 * made and each of the courier's scans (status_history, oldest first, whose first entry is the placing
 * itself), in the API's words, a scan with the courier's own words and place; the last one current. While
 * the order is under way, 'Delivered' waits as the upcoming step; a delivered, cancelled or returned order
 * (the API calls a returned one cancelled) is done.
 */
export function orderTimeline(order: Pick<Order, 'order_date' | 'delivery_status' | 'status_history'>, words: TimelineWords): OrderTimeline {
  const changes = order.status_history.filter((entry, index) => !(index === 0 && entry.status === 'pending'));
  const steps: OrderTimelineStep[] = [
    { id: 'placed', label: words.orderPlaced, date: order.order_date },
    ...changes.map((entry, index): OrderTimelineStep => {
      const step: OrderTimelineStep = { id: `${entry.status}-${index}`, label: entry.display, date: entry.at, tone: BAD_ENDS.has(entry.status) ? 'danger' : 'default' };
      const courierStep = courierStepOf(entry);
      if (courierStep) step.courierStep = courierStep;
      if (entry.detail) step.detail = entry.detail;
      return step;
    }),
  ];
  const isFinal = order.delivery_status === 'delivered' || order.delivery_status === 'cancelled';
  if (isFinal) return { steps, currentStep: steps.length };
  return { steps: [...steps, { id: 'delivered', label: words.delivered }], currentStep: steps.length - 1 };
}

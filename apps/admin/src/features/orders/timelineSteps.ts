import type { AdminOrder, DeliveryStatus, TimelineEntry, TrackingStep } from '@shop/api-client/admin';
import { DELIVERY_STATUSES, TRACKING_STEPS } from '@shop/contracts/vocabulary';
import { courierStepLooks, type TimelineStep } from '@shop/ui/StatusTimeline';

const FINAL: readonly DeliveryStatus[] = ['delivered', 'cancelled', 'returned'];

/** The order's own moves that end it badly, drawn as the timeline's danger steps. */
const BAD_ENDINGS: readonly DeliveryStatus[] = ['cancelled', 'returned'];

const isTrackingStep = (status: TimelineEntry['status']): status is TrackingStep => TRACKING_STEPS.some((step) => step === status);
const isDeliveryStatus = (status: TimelineEntry['status']): status is DeliveryStatus => DELIVERY_STATUSES.some((move) => move === status);

/**
 * The order's timeline as StatusTimeline's steps: the shop's moves with their words, and the courier's scans
 * with the icon and tone of their step and the courier's own words and place beneath. `delivered` is both a
 * move and a scan: the courier's delivery scan carries its words, a delivery staff marked does not.
 */
export function timelineSteps(timeline: AdminOrder['timeline'], words: Record<TimelineEntry['status'], string>): TimelineStep[] {
  return timeline.map((entry, index) => {
    const isScan = isTrackingStep(entry.status) && (!isDeliveryStatus(entry.status) || entry.detail !== null);
    const look = isScan && isTrackingStep(entry.status) ? courierStepLooks[entry.status] : undefined;
    return {
      id: `${index}-${entry.status}-${entry.at}`,
      label: words[entry.status],
      date: entry.at,
      ...(entry.detail ? { description: entry.detail } : {}),
      ...(look ? { icon: look.icon, tone: look.tone } : isDeliveryStatus(entry.status) && BAD_ENDINGS.includes(entry.status) ? { tone: 'danger' as const } : {}),
    };
  });
}

/** The latest entry is where the order stands, unless the order is over: then every step is done. */
export function currentTimelineStep(order: Pick<AdminOrder, 'timeline' | 'delivery_status'>): number {
  return FINAL.includes(order.delivery_status) ? order.timeline.length : order.timeline.length - 1;
}

import type { Order } from '@shop/api-client';
import { Heading } from '@shop/ui/Heading';
import { courierStepLooks, StatusTimeline, type TimelineStep } from '@shop/ui/StatusTimeline';
import { Surface } from '@shop/ui/Surface';
import { ordersCopy } from '../../copy/orders';
import { DELIVERY_STATUS_ANCHOR } from '../../features/orders/orderLink';
import { orderTimeline } from '../../features/orders/orderTimeline';
import * as styles from './OrderDetailPage.css';
import { ShipmentDetails } from './ShipmentDetails';

const copy = ordersCopy.detail;
/** The heading 'Track' lands on; OrderView focuses it by this id. */
export const deliveryStatusTitleId = `${DELIVERY_STATUS_ANCHOR}-title`;

const stateLabels = { completed: copy.completed, upcoming: copy.upcoming };

/**
 * Delivery Status: 'Order Placed' with its date, then each step the shop has taken and each of the
 * courier's scans (dates as 'MMM dd, yyyy HH:mm', the StatusTimeline's default and the order list's
 * pattern); a scan has its step's icon and tone (a failed attempt or a return as a warning, a parcel back
 * with us as danger) and the courier's words and place beneath. Once shipped, the courier, tracking
 * number and Track link follow, where 'Track' from the order list lands.
 */
export function DeliveryTimeline({ order }: { order: Order }) {
  const timeline = orderTimeline(order, { orderPlaced: copy.orderPlaced, delivered: ordersCopy.badges.delivered });
  const steps = timeline.steps.map(({ courierStep, detail, ...step }): TimelineStep => {
    const look = courierStep ? courierStepLooks[courierStep] : undefined;
    return {
      ...step,
      ...(look ? { icon: look.icon, tone: look.tone } : {}),
      ...(detail ? { description: detail } : {}),
    };
  });
  const { currentStep } = timeline;
  const titleId = deliveryStatusTitleId;
  return (
    <Surface as="section" id={DELIVERY_STATUS_ANCHOR} aria-labelledby={titleId}>
      <Heading level={2} size="lg" id={titleId} tabIndex={-1} className={styles.focusableTitle}>
        {copy.deliveryStatus}
      </Heading>
      <StatusTimeline steps={steps} currentStep={currentStep} stateLabels={stateLabels} aria-labelledby={titleId} />
      {order.shipment ? <ShipmentDetails shipment={order.shipment} /> : null}
    </Surface>
  );
}


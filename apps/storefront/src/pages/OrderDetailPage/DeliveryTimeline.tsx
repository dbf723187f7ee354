import type { Order } from '@shop/api-client';
import { StatusTimeline } from '@shop/ui/StatusTimeline';
import type { Ref } from 'react';
import { ordersCopy } from '../../copy/orders';
import { DELIVERY_STATUS_ANCHOR } from '../../features/orders/orderLink';
import { orderTimeline } from '../../features/orders/orderTimeline';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;
const stateLabels = { completed: copy.completed, upcoming: copy.upcoming };

/**
 * Delivery Status: 'Order Placed' with its date, then each step the shop has taken (dates as
 * 'MMM dd, yyyy HH:mm', the StatusTimeline's default and the order list's pattern).
 */
export function DeliveryTimeline({ order, headingRef }: { order: Order; headingRef?: Ref<HTMLHeadingElement> }) {
  const { steps, currentStep } = orderTimeline(order, { orderPlaced: copy.orderPlaced, delivered: ordersCopy.badges.delivered });
  const titleId = `${DELIVERY_STATUS_ANCHOR}-title`;
  return (
    <section id={DELIVERY_STATUS_ANCHOR} className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {copy.deliveryStatus}
      </h2>
      <StatusTimeline steps={steps} currentStep={currentStep} stateLabels={stateLabels} aria-labelledby={titleId} />
    </section>
  );
}


import type { Order } from '@shop/api-client';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { DELIVERY_STATUS_ANCHOR } from '../../features/orders/orderLink';
import { deliveryBadgeLabel, paymentBadgeLabel } from '../../features/orders/orderStatus';
import { DeliveryTimeline } from './DeliveryTimeline';
import { OrderInformation } from './OrderInformation';
import { OrderProducts } from './OrderProducts';
import * as styles from './OrderDetailPage.css';
import { ShippingAddress } from './ShippingAddress';

const copy = ordersCopy.detail;

/**
 * A loaded order: its number (the payment provider's order id) with the delivery and payment
 * badges, the products, and beside them the order's information, shipping address and delivery
 * timeline. Arriving from 'Track' (#delivery-status), the timeline is scrolled to and focused.
 */
export function OrderView({ order }: { order: Order }) {
  const { hash } = useLocation();
  const timeline = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (hash !== `#${DELIVERY_STATUS_ANCHOR}`) return;
    // After the shell has put focus on the page's heading (same task, once the page appeared).
    const timer = window.setTimeout(() => {
      timeline.current?.scrollIntoView({ block: 'start' });
      timeline.current?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <div className={styles.summaryLine}>
        <p className={styles.orderNumber}>
          <span className={styles.orderNumberLabel}>{copy.orderNumber}</span>
          <span className={styles.orderNumberValue}>{order.razorpay_order_id}</span>
        </p>
        <div className={styles.badges}>
          <OrderBadge kind="delivery" status={order.delivery_status} label={deliveryBadgeLabel(order.delivery_status)} size="md" />
          <OrderBadge kind="payment" status={order.payment_status} label={paymentBadgeLabel(order.payment_status)} size="md" />
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <OrderProducts order={order} />
          <DeliveryTimeline order={order} headingRef={timeline} />
        </div>
        <div className={styles.side}>
          <OrderInformation order={order} />
          <ShippingAddress address={order.address_details} />
          <Link to="/contact" className={styles.contact}>
            {copy.contact}
          </Link>
        </div>
      </div>
    </>
  );
}

import type { Order } from '@shop/api-client';
import { Box } from '@shop/ui/Box';
import { Inline } from '@shop/ui/Inline';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { Text } from '@shop/ui/Text';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ordersCopy } from '../../copy/orders';
import { DELIVERY_STATUS_ANCHOR } from '../../features/orders/orderLink';
import { deliveryBadgeLabel, paymentBadge } from '../../features/orders/orderStatus';
import { DeliveryTimeline, deliveryStatusTitleId } from './DeliveryTimeline';
import { OrderCodConfirmation } from './OrderCodConfirmation';
import { OrderDeliveryProblem } from './OrderDeliveryProblem';
import { OrderFitting } from './OrderFitting';
import { OrderReturns } from './OrderReturns';
import { OrderInformation } from './OrderInformation';
import { OrderProducts } from './OrderProducts';
import * as styles from './OrderDetailPage.css';
import { ShippingAddress } from './ShippingAddress';

const copy = ordersCopy.detail;

/**
 * A loaded order: its number (the payment provider's order id) with the delivery and payment
 * badges, a cash-on-delivery order's confirmation while it is awaited, the courier's failed delivery and the
 * shopper's choice, the fitting of an accepted quotation's order (booked here), the products, and beside them
 * the order's information, shipping address and delivery timeline. Arriving from 'Track'
 * (#delivery-status), the timeline is scrolled to and focused.
 */
export function OrderView({ order }: { order: Order }) {
  const { hash } = useLocation();

  useEffect(() => {
    if (hash !== `#${DELIVERY_STATUS_ANCHOR}`) return;
    // After the shell has put focus on the page's heading (same task, once the page appeared).
    const timer = window.setTimeout(() => {
      const timeline = document.getElementById(deliveryStatusTitleId);
      timeline?.scrollIntoView({ block: 'start' });
      timeline?.focus({ preventScroll: true });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [hash]);

  return (
    <>
      <Inline align="space-between" gap="3" className={styles.summaryLine}>
        <Box as="p" display="grid" gap="0.5" minWidth="0">
          <Text as="span" size="sm" tone="muted">
            {copy.orderNumber}
          </Text>
          <Text as="span" size="lg" weight="semibold" tone="default" wrap="breakWord" className={styles.orderNumber}>
            {/* Cash on delivery opens no payment, so there is no provider's number: ours stands in. */}
            {order.razorpay_order_id || ordersCopy.list.orderNumber(order.id)}
          </Text>
        </Box>
        <Inline gap="2" alignY="stretch">
          <OrderBadge kind="delivery" status={order.delivery_status} label={deliveryBadgeLabel(order)} size="md" />
          <OrderBadge kind="payment" {...paymentBadge(order)} size="md" />
        </Inline>
      </Inline>
      <OrderCodConfirmation order={order} />
      <OrderDeliveryProblem order={order} />
      <OrderReturns order={order} />
      <OrderFitting order={order} />
      <Box display="grid" gap={{ mobile: '5', lg: '6' }} alignItems="flex-start" className={styles.layout}>
        <Box display="grid" gap="5" minWidth="0">
          <OrderProducts order={order} />
          <DeliveryTimeline order={order} />
        </Box>
        <Box display="grid" gap="5" minWidth="0">
          <OrderInformation order={order} />
          <ShippingAddress address={order.address_details} />
          <Text weight="semibold">
            <Link to="/contact" className={styles.textLink}>
              {copy.contact}
            </Link>
          </Text>
          <Text weight="semibold">
            <Link to={`/complaint?order=${order.id}`} className={styles.textLink}>
              {copy.complaint}
            </Link>
          </Text>
        </Box>
      </Box>
    </>
  );
}

import type { Order } from '@shop/api-client';
import { useId } from 'react';
import { ordersCopy } from '../../copy/orders';
import { formatOrderDate } from '../../features/orders/orderDate';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;

/** Order Information: our order id, the date, and the payment method (the online provider). */
export function OrderInformation({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {copy.orderInformation}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{copy.orderId}</dt>
          <dd>{ordersCopy.list.orderNumber(order.id)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{copy.date}</dt>
          <dd>
            <time dateTime={order.order_date}>{formatOrderDate(order.order_date)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{copy.paymentMethod}</dt>
          <dd>{copy.paymentProvider}</dd>
        </div>
      </dl>
    </section>
  );
}

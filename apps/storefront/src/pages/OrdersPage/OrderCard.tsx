import type { Order } from '@shop/api-client';
import { formatRupees, WITH_PAISE } from '@shop/rules';
import { LinkButton } from '@shop/ui/LinkButton';
import { OrderBadge } from '@shop/ui/OrderBadge';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useMemo } from 'react';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { ordersCopy } from '../../copy/orders';
import { atDeliveryStatus, orderDetailPath } from '../../features/orders/orderLink';
import { formatOrderDate } from '../../features/orders/orderDate';
import { isTrackable, paymentBadgeLabel } from '../../features/orders/orderStatus';
import * as styles from './OrdersPage.css';

const copy = ordersCopy.list;

/**
 * One order: its first product (picture or a parcel, name, quantity), number, date, total with two
 * decimals, delivery and payment badges, 'View Details' and, while it is on its way, 'Track' (the
 * detail page's delivery timeline).
 */
export function OrderCard({ order }: { order: Order }) {
  const [first, ...others] = order.items;
  const date = formatOrderDate(order.order_date);
  // Encrypted once per order: a fresh salt on every render would change the links for nothing.
  const detail = useMemo(() => orderDetailPath(order.id), [order.id]);

  return (
    <article className={styles.card} aria-labelledby={`order-${order.id}`}>
      <div className={styles.cardTop}>
        <ProductThumb src={first?.product_image} size="md" />
        <div className={styles.cardText}>
          <h2 id={`order-${order.id}`} className={styles.orderNumber}>
            {copy.orderNumber(order.id)}
          </h2>
          {first && <p className={styles.productName}>{first.product_name}</p>}
          <p className={styles.meta}>
            {first && <span>{copy.quantity(first.quantity)}</span>}
            {others.length > 0 && <span>{copy.moreItems(others.length)}</span>}
          </p>
        </div>
        <div className={styles.badges}>
          <OrderBadge kind="delivery" status={order.delivery_status} label={order.delivery_status_display || undefined} />
          <OrderBadge kind="payment" status={order.payment_status} label={paymentBadgeLabel(order.payment_status)} />
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.factLabel}>{copy.placedOn}</dt>
          <dd className={styles.factValue}>
            <time dateTime={order.order_date}>{date}</time>
          </dd>
        </div>
        <div className={styles.factEnd}>
          <dt className={styles.factLabel}>{copy.total}</dt>
          <dd className={styles.total}>{formatRupees(order.total_amount, 'symbol', WITH_PAISE)}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <LinkButton href={detail} variant="primary" size="sm">
          {copy.viewDetails}
          <span className={visuallyHidden}> {copy.orderNumber(order.id)}</span>
        </LinkButton>
        {isTrackable(order) && (
          <LinkButton href={atDeliveryStatus(detail)} variant="secondary" size="sm">
            {copy.track}
            <span className={visuallyHidden}> {copy.orderNumber(order.id)}</span>
          </LinkButton>
        )}
      </div>
    </article>
  );
}

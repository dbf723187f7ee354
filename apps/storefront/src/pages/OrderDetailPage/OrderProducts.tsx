import type { Order } from '@shop/api-client';
import { formatRupees, WITH_PAISE } from '@shop/rules';
import { LinkButton } from '@shop/ui/LinkButton';
import { visuallyHidden } from '@shop/ui/styles/visuallyHidden';
import { useId } from 'react';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { StarLineIcon } from '../../components/icons/purchaseIcons';
import { ordersCopy } from '../../copy/orders';
import { isDelivered } from '../../features/orders/orderStatus';
import * as styles from './OrderDetailPage.css';

const copy = ordersCopy.detail;

/** The order's products: picture, name, unit price × quantity, line total; 'Add Review' once delivered. */
export function OrderProducts({ order }: { order: Order }) {
  const titleId = useId();
  const canReview = isDelivered(order);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {copy.products}
      </h2>
      <ul className={styles.items} role="list">
        {order.items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ProductThumb src={item.product_image} size="md" />
            <div className={styles.itemText}>
              <span className={styles.itemName}>{item.product_name}</span>
              <span className={styles.itemMeta}>
                <span className={visuallyHidden}>{copy.unitPrice}: </span>
                {formatRupees(item.product_price, 'symbol', WITH_PAISE)} × {item.quantity}
                <span className={visuallyHidden}> ({copy.quantity})</span>
              </span>
            </div>
            <span className={styles.itemTotal}>
              <span className={visuallyHidden}>{copy.lineTotal}: </span>
              {formatRupees(item.item_total, 'symbol', WITH_PAISE)}
            </span>
            {canReview && (
              <LinkButton href={`/add-review/${order.id}/${item.product}`} variant="secondary" size="sm" className={styles.review}>
                <StarLineIcon />
                {copy.addReview}
                <span className={visuallyHidden}> {item.product_name}</span>
              </LinkButton>
            )}
          </li>
        ))}
      </ul>
      <p className={styles.grandTotal}>
        <span>{copy.total}</span>
        <span>{formatRupees(order.total_amount, 'symbol', WITH_PAISE)}</span>
      </p>
    </section>
  );
}

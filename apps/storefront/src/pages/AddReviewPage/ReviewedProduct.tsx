import type { Order, Product } from '@shop/api-client';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { ordersCopy } from '../../copy/orders';
import { reviewsCopy } from '../../copy/reviews';
import { formatOrderDate } from '../../features/orders/orderDate';
import * as styles from './AddReviewPage.css';
import { formatRupees } from '@shop/rules';

/** What is being reviewed: the product's picture, title and price, and the order it came in. */
export function ReviewedProduct({ product, order }: { product: Product; order: Order }) {
  return (
    <section className={styles.product} aria-label={product.title}>
      <ProductThumb src={product.image1} size="lg" />
      <div className={styles.productText}>
        <h2 className={styles.productTitle}>{product.title}</h2>
        <p className={styles.price}>{formatRupees(product.price)}</p>
        <p className={styles.orderLine}>
          <span>{ordersCopy.list.orderNumber(order.id)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={order.order_date}>{reviewsCopy.write.orderedOn(formatOrderDate(order.order_date))}</time>
        </p>
      </div>
    </section>
  );
}

import { formatRupees } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { LockIcon } from '../../components/icons/purchaseIcons';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { checkoutCopy } from '../../copy/checkout';
import type { CartItem } from '../../features/cart/cartSlice';
import type { CartTotals } from '../../features/cart/cartTotals';
import * as styles from './CheckoutPage.css';

const copy = checkoutCopy.summary;

export interface CheckoutSummaryProps {
  items: readonly CartItem[];
  totals: CartTotals;
  onProceed: () => void;
  isBusy: boolean;
}

/**
 * The checkout's right side: each item (image, title, quantity, price), Items Subtotal, Shipping
 * Rs.0, Amount to be paid, and 'Proceed to Pay'. The amounts are the cart's; the server prices the
 * order itself, and the payment window shows what it charges.
 */
export function CheckoutSummary({ items, totals, onProceed, isBusy }: CheckoutSummaryProps) {
  const titleId = useId();
  return (
    <section className={styles.summary} aria-labelledby={titleId}>
      <div className={styles.panelHeader}>
        <h2 id={titleId} className={styles.panelTitle}>
          {copy.title}
        </h2>
        <Link to="/cart" className={styles.editCart}>
          {copy.editCart}
        </Link>
      </div>
      <ul className={styles.items} role="list">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <ProductThumb src={item.image1} size="sm" />
            <span className={styles.itemText}>
              <span className={styles.itemTitle}>{item.title}</span>
              <span className={styles.itemQuantity}>{copy.quantity(item.quantity)}</span>
            </span>
            <span className={styles.itemPrice}>{formatRupees(item.productTotal, 'rsWithoutSuffix')}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{copy.itemsSubtotal}</dt>
          <dd>{formatRupees(totals.subtotal, 'rsWithoutSuffix')}</dd>
        </div>
        <div className={styles.amountRow}>
          <dt>{copy.shipping}</dt>
          <dd>{formatRupees(totals.shipping, 'rsWithoutSuffix')}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>{copy.amountToPay}</dt>
          <dd>{formatRupees(totals.total, 'rsWithoutSuffix')}</dd>
        </div>
      </dl>
      <Button size="lg" isFullWidth onPress={onProceed} isPending={isBusy} pendingLabel={copy.processing}>
        {copy.proceed}
      </Button>
      <p className={styles.secureNote}>
        <LockIcon className={styles.secureIcon} />
        {copy.secureNote}
      </p>
    </section>
  );
}

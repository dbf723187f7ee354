import { formatRupees, productPath } from '@shop/rules';
import { Button } from '@shop/ui/Button';
import { QuantityStepper } from '@shop/ui/QuantityStepper';
import { Link } from 'react-router-dom';
import { TrashIcon } from '../../components/icons/accountIcons';
import { ProductThumb } from '../../components/ProductThumb/ProductThumb';
import { cartCopy } from '../../copy/cart';
import type { CartItem } from '../../features/cart/cartSlice';
import * as styles from './CartPage.css';
import { useCartLineEdits } from './useCartLineEdits';

/** The cart on phones: one card per line, the same facts and controls as the table's row. */
export function CartCards({ items, onRemoved }: { items: CartItem[]; onRemoved: () => void }) {
  const { changeQuantity, remove } = useCartLineEdits(onRemoved);
  return (
    <ul className={styles.cards} role="list" aria-label={cartCopy.table.label}>
      {items.map((item) => (
        <li key={item.id} className={styles.card}>
          <ProductThumb src={item.image1} size="lg" />
          <div className={styles.cardBody}>
            <div className={styles.cardTop}>
              <Link to={productPath(item.slug)} className={styles.productLink}>
                {item.title}
              </Link>
              <Button variant="ghost" size="sm" aria-label={cartCopy.removeLabel(item.title)} onPress={() => remove(item)}>
                <TrashIcon />
              </Button>
            </div>
            <p className={styles.each}>{cartCopy.each(formatRupees(item.price))}</p>
            <div className={styles.cardBottom}>
              <QuantityStepper
                label={cartCopy.quantityLabel(item.title)}
                value={item.quantity}
                onChange={(quantity) => changeQuantity(item, quantity)}
                size="sm"
              />
              <p className={styles.cardSubtotal}>
                <span className={styles.cardSubtotalLabel}>{cartCopy.table.subtotal}</span>
                {formatRupees(item.productTotal)}
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

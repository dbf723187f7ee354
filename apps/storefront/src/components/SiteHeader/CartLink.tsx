import { Link } from 'react-router-dom';
import { useAppSelector } from '../../features/storeHooks';
import { shellCopy } from '../../copy/shell';
import { selectCartCount } from '../../features/cart/cartSlice';
import { CartIcon } from '@shop/ui/Icon';
import * as styles from './SiteHeader.css';

/** The cart icon with its count: 'Cart, 3 items' to a screen reader, a badge on screen. */
export function CartLink() {
  const count = useAppSelector(selectCartCount);
  return (
    <Link to="/cart" className={styles.iconButton} aria-label={shellCopy.header.cart(count)}>
      <CartIcon size="1.5rem" />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

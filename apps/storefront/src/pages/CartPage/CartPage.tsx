import { EmptyState } from '@shop/ui/EmptyState';
import { LinkButton } from '@shop/ui/LinkButton';
import { mediaQueries } from '@shop/ui/theme';
import { useRef } from 'react';
import { useAppSelector } from '../../features/storeHooks';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { CartIcon } from '../../components/icons/shellIcons';
import { cartCopy } from '../../copy/cart';
import { selectCartCount, selectCartItems } from '../../features/cart/cartSlice';
import { cartTotals } from '../../features/cart/cartTotals';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { cx } from '../../styles/cx';
import { container } from '../../styles/layout.css';
import { CartCards } from './CartCards';
import * as styles from './CartPage.css';
import { CartSummary } from './CartSummary';
import { CartTable } from './CartTable';

const TITLE_ID = 'cart-title';

/**
 * /cart: the cart's lines (a table from 768 px, cards on phones, where a five-column table would
 * not fit) or 'No Items in Cart', beside the summary with the pincode check and Checkout. The cart
 * is the store's one cart, saved under `cartItems` after every change and shared by every tab.
 */
export function CartPage() {
  useDocumentMetadata({ title: cartCopy.title, noindex: true });
  const items = useAppSelector(selectCartItems);
  const count = useAppSelector(selectCartCount);
  const isWide = useMediaQuery(mediaQueries.md);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its button with it; focus goes to the heading rather than being lost.
  const onRemoved = () => window.setTimeout(() => heading.current?.focus(), 0);

  let lines;
  if (items.length === 0) {
    lines = (
      <EmptyState
        title={cartCopy.empty}
        description={cartCopy.emptyHint}
        icon={<CartIcon />}
        action={<LinkButton href="/products">{cartCopy.browse}</LinkButton>}
        className={styles.empty}
      />
    );
  } else if (isWide) {
    lines = <CartTable items={items} onRemoved={onRemoved} />;
  } else {
    lines = <CartCards items={items} onRemoved={onRemoved} />;
  }

  return (
    <div className={cx(container, styles.page)}>
      <header className={styles.header}>
        <h1 id={TITLE_ID} ref={heading} tabIndex={-1} className={styles.title}>
          {cartCopy.title}
        </h1>
        {count > 0 && <p className={styles.count}>{cartCopy.count(count)}</p>}
      </header>
      <div className={styles.layout}>
        <section className={styles.lines} aria-labelledby={TITLE_ID}>
          {lines}
        </section>
        <CartSummary totals={cartTotals(items)} />
      </div>
    </div>
  );
}

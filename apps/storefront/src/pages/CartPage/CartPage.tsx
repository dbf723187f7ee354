import { Box } from '@shop/ui/Box';
import { EmptyState } from '@shop/ui/EmptyState';
import { Heading } from '@shop/ui/Heading';
import { CartIcon } from '@shop/ui/Icon';
import { Inline } from '@shop/ui/Inline';
import { LinkButton } from '@shop/ui/LinkButton';
import { Surface } from '@shop/ui/Surface';
import { Text } from '@shop/ui/Text';
import { mediaQueries } from '@shop/ui/theme';
import { useDeferredValue, useMemo } from 'react';
import { useAppSelector } from '../../features/storeHooks';
import { useDocumentMetadata } from '../../shared/usePageMetadata';
import { cartCopy } from '../../copy/cart';
import { selectCartCount, selectCartItems } from '../../features/cart/cartSlice';
import { useCartCoupon } from '../../features/cart/useCartCoupon';
import { CurrentCartLines } from '../../features/cart/useCurrentCartLines';
import { useIsHydrating } from '../../shared/hooks/useIsHydrating';
import { useMediaQuery } from '../../shared/hooks/useMediaQuery';
import { CartCards } from './CartCards';
import * as styles from './CartPage.css';
import { CartSummary } from './CartSummary';
import { CartTable } from './CartTable';
import { TaskPage } from '../../components/TaskPage';
import { HydrateApart } from '../../shared/HydrateApart';

const TITLE_ID = 'cart-title';

// A removed line takes its button with it; focus goes to the heading rather than being lost.
const onRemoved = () => window.setTimeout(() => document.getElementById(TITLE_ID)?.focus(), 0);

/**
 * /cart: the cart's lines (a table from 768 px, cards on phones, where a five-column table would
 * not fit) or 'No Items in Cart', beside the summary with the coupon, the pincode check and Checkout. The cart
 * is the store's one cart, saved under `cartItems` after every change and shared by every tab; its prices
 * are read again from the shop while the page shows them, so a sale that started or ended shows, and the summary's
 * figures are the server's sum of the lines and the coupon.
 */
export function CartPage() {
  useDocumentMetadata({ title: cartCopy.title, noindex: true });
  const items = useAppSelector(selectCartItems);
  // The summary (its coupon and pincode boxes, every figure) follows a changed line in a render of its own, after the
  // line's new quantity and subtotal are painted: React's deferred value, so a tap on a stepper is answered at once.
  const summaryItems = useDeferredValue(items);
  const coupon = useCartCoupon(summaryItems);
  const count = useAppSelector(selectCartCount);
  const isWide = useMediaQuery(mediaQueries.md);
  const isHydrating = useIsHydrating();
  const price = coupon.price.price;
  // Made again only when the lines or their prices change: the page renders again as soon as it has hydrated (to drop
  // the layout CSS hides), and new elements would make a layout still waiting to hydrate do so at once, in that
  // render, which React does in one blocking task, rather than in its own slices as it comes into view.
  const table = useMemo(() => <CartTable items={items} price={price} onRemoved={onRemoved} />, [items, price]);
  const cards = useMemo(() => <CartCards items={items} price={price} onRemoved={onRemoved} />, [items, price]);

  let lines;
  if (items.length === 0) {
    lines = (
      <EmptyState
        title={cartCopy.empty}
        description={cartCopy.emptyHint}
        icon={<CartIcon />}
        action={<LinkButton href="/products">{cartCopy.browse}</LinkButton>}
      />
    );
  } else {
    // The server cannot know the width: it renders both, CSS shows the one that fits, and hydration finds both; the
    // one CSS hides is never seen, so it never hydrates (HydrateApart). Once hydrated, the one not shown goes (nothing
    // moves), and a rotated phone swaps them.
    lines = (
      <>
        {(isHydrating || isWide) && (
          <div className={styles.wideOnly}>
            <HydrateApart whenSeen>{table}</HydrateApart>
          </div>
        )}
        {(isHydrating || !isWide) && (
          <div className={styles.narrowOnly}>
            <HydrateApart whenSeen>{cards}</HydrateApart>
          </div>
        )}
      </>
    );
  }

  return (
    <TaskPage>
      <CurrentCartLines />
      <Inline as="header" gap="3" alignY="baseline">
        <Heading level={1} id={TITLE_ID} tabIndex={-1}>
          {cartCopy.title}
        </Heading>
        {count > 0 && <Text tone="muted">{cartCopy.count(count)}</Text>}
      </Inline>
      <Box display="grid" gap={{ mobile: '5', lg: '8' }} alignItems="flex-start" className={styles.layout}>
        <Surface as="section" padding="none" gap="0" overflow="hidden" aria-labelledby={TITLE_ID}>
          {lines}
        </Surface>
        <CartSummary items={summaryItems} coupon={coupon} />
      </Box>
    </TaskPage>
  );
}

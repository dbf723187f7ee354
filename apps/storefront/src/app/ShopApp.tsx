import type { Store } from '@reduxjs/toolkit';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { SHOP_LOCALE } from '@shop/rules';
import { refreshLines, replaceCart, setCouponCode, type CartItem } from '../features/cart/cartSlice';
import { linesKey } from '../features/cart/cartLines';
import { loadCart, loadCartCoupon } from '../features/cart/cartStorage';
import { refreshOf } from '../features/cart/servedCart';
import { SessionProvider } from '../features/session';
import type { ShopState } from '../features/storeHooks';
import { ServedSearchContext } from '../shared/servedSearch';
import { ServedDocumentContext } from './RootLayout/ServedDocument';

interface ShopAppProps {
  store: Store<ShopState>;
  /** The page was rendered on the server (entry-server.tsx) and is being hydrated. */
  isServedDocument: boolean;
  /** Take the cart from this browser's storage once hydrated (the server rendered an empty one, or `servedCart`). */
  loadStoredCart?: boolean;
  /** The cart the cart page was rendered with, from its cookie copy: the catalogue's lines now (decision 075). */
  servedCart?: { items: CartItem[]; couponCode: string | null } | undefined;
  /** The query string the served page was rendered with, which its hydration reads (shared/servedSearch). */
  servedSearch?: string;
  children: ReactNode;
}

/** What wraps the router in the browser and on the server alike, so both render the same tree. */
export function ShopApp({ store, isServedDocument, loadStoredCart = false, servedCart, servedSearch, children }: ShopAppProps) {
  // Parts of a served page hydrate apart (shared/HydrateApart), some after the stored cart has joined:
  // each hydrates from the state the page was rendered with, as the HTML shows it, and then catches up.
  const [servedState] = useState(() => (isServedDocument ? store.getState() : undefined));
  return (
    <Provider store={store} serverState={servedState}>
      {/* One locale on the server and in the browser, so react-aria formats alike on both and has no
          browser default to read (and re-render for) after hydration: see patches/react-aria. */}
      <I18nProvider locale={SHOP_LOCALE}>
        <ServedDocumentContext.Provider value={isServedDocument}>
          <ServedSearchContext.Provider value={servedSearch}>
            <SessionProvider isServedDocument={isServedDocument}>
              {loadStoredCart && <StoredCart store={store} served={servedCart} />}
              {children}
            </SessionProvider>
          </ServedSearchContext.Provider>
        </ServedDocumentContext.Provider>
      </I18nProvider>
    </Provider>
  );
}

/**
 * After hydration (an effect), the cart saved in this browser replaces the one the page was rendered with: an empty
 * one, or on the cart page the cookie's copy. Storage is the cart: another tab or an older copy may make the two
 * differ, and then the stored lines show. A stored line the served cart also holds takes the served line's title,
 * price and label, which the server read from the catalogue just now (as useCurrentCartLines would a moment later),
 * so a line whose stored price is older does not flash it; the same lines and quantities leave the served ones as they
 * are. The stored coupon joins with the lines.
 */
function StoredCart({ store, served }: { store: Store<ShopState>; served: ShopAppProps['servedCart'] }) {
  useEffect(() => {
    const stored = loadCart();
    if (!served) {
      store.dispatch(replaceCart(stored));
      return;
    }
    // Normally the same lines and quantities: the page already shows them, and nothing is drawn again.
    if (linesKey(stored) !== linesKey(served.items)) {
      store.dispatch(replaceCart(stored));
      store.dispatch(refreshLines(served.items.map(refreshOf)));
    }
    const coupon = loadCartCoupon();
    if (coupon !== served.couponCode) store.dispatch(setCouponCode(coupon));
  }, [store, served]);
  return null;
}

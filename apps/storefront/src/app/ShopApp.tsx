import type { Store } from '@reduxjs/toolkit';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { SHOP_LOCALE } from '@shop/rules';
import { replaceCart } from '../features/cart/cartSlice';
import { loadCart } from '../features/cart/cartStorage';
import type { ShopState } from '../features/storeHooks';
import { ServedSearchContext } from '../shared/servedSearch';
import { ServedDocumentContext } from './RootLayout/ServedDocument';

interface ShopAppProps {
  store: Store<ShopState>;
  /** The page was rendered on the server (entry-server.tsx) and is being hydrated. */
  isServedDocument: boolean;
  /** Take the cart from this browser's storage once hydrated (the server rendered an empty one). */
  loadStoredCart?: boolean;
  /** The query string the served page was rendered with, which its hydration reads (shared/servedSearch). */
  servedSearch?: string;
  children: ReactNode;
}

/** What wraps the router in the browser and on the server alike, so both render the same tree. */
export function ShopApp({ store, isServedDocument, loadStoredCart = false, servedSearch, children }: ShopAppProps) {
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
            {loadStoredCart && <StoredCart store={store} />}
            {children}
          </ServedSearchContext.Provider>
        </ServedDocumentContext.Provider>
      </I18nProvider>
    </Provider>
  );
}

/** After hydration (an effect), the cart saved in this browser replaces the server's empty one. */
function StoredCart({ store }: { store: Store<ShopState> }) {
  useEffect(() => {
    store.dispatch(replaceCart(loadCart()));
  }, [store]);
  return null;
}

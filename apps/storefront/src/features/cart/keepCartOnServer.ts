import type { Store } from '@reduxjs/toolkit';
import { shellApi } from '@shop/api-client';
import { subscribeToSession } from '../session/sessionEvents';
import { readToken } from '../session/sessionStorage';
import type { ShopDispatch, ShopState } from '../storeHooks';
import { lineForApi } from './cartLines';
import { selectCartItems, type CartItem } from './cartSlice';

/** What this browser last gave the shop, so a page load with the same cart sends nothing. */
const CART_SENT_STORAGE_KEY = 'cartSent';
const EMPTY = '[]';

/** The contract's limit on a line; the cart itself does not cap what a shopper types. */
const MOST_PER_LINE = 100;

const linesOf = (items: CartItem[]) => items.map((item) => lineForApi({ ...item, quantity: Math.min(item.quantity, MOST_PER_LINE) }));

/**
 * Gives a signed-in customer's cart to the shop a moment after each change settles, so a cart left behind
 * can be recalled to them once (by e-mail, or on WhatsApp when they allowed offers there). Signed out,
 * nothing is sent; signing in sends the cart this browser holds. Loading a page sends nothing by itself: a
 * served page's cart joins from storage after hydration, and its empty start must not read as an emptied
 * cart. A failed send changes nothing here: the cart lives in this browser, and the next change sends it again.
 */
export function keepCartOnServer(store: Store<ShopState> & { dispatch: ShopDispatch }, { settleMs = 1500, storage = localStorage } = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const remembered = () => {
    try {
      return storage.getItem(CART_SENT_STORAGE_KEY);
    } catch {
      return null;
    }
  };
  const remember = (sent: string | null) => {
    try {
      if (sent === null) storage.removeItem(CART_SENT_STORAGE_KEY);
      else storage.setItem(CART_SENT_STORAGE_KEY, sent);
    } catch {
      // Disabled storage: the cart is sent again on the next page, which the shop takes as the same cart.
    }
  };
  const send = () => {
    timer = undefined;
    if (readToken() === null) return;
    const items = linesOf(selectCartItems(store.getState()));
    const signature = JSON.stringify(items);
    const last = remembered();
    if (signature === last) return;
    // An empty cart this browser never filled says nothing: the customer's cart from another device stays.
    if (items.length === 0 && (last === null || last === EMPTY)) return;
    remember(signature);
    void store
      .dispatch(shellApi.endpoints.saveCart.initiate({ savedCart: { items } }, { track: false }))
      .then((result) => {
        if ('error' in result) remember(null);
      });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(send, settleMs);
  };

  let seen = selectCartItems(store.getState());
  const unsubscribeCart = store.subscribe(() => {
    const items = selectCartItems(store.getState());
    if (items === seen) return;
    seen = items;
    schedule();
  });
  // Another person may sign in on this browser: what the last one was given says nothing about theirs.
  const unsubscribeSession = subscribeToSession(() => {
    remember(null);
    schedule();
  });
  return () => {
    clearTimeout(timer);
    unsubscribeCart();
    unsubscribeSession();
  };
}
